-- Issue 41. Who is looking along in a session (the staff member's e-mail address), not only that
-- someone is: every act in it is then logged with the staff member and the user.
ALTER TABLE sessions ADD COLUMN impersonated_by text;
