-- Issue 40: corrections of a session and its awards within the entry period, each recorded with
-- who made it, when and what (before and after). A withdrawn award is deleted, so its row keeps
-- the award's id and registration number without a foreign key.
CREATE TABLE education_session_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL REFERENCES education_sessions (id) ON DELETE CASCADE,
  award_id uuid,
  registration_number text,
  kind text NOT NULL CHECK (kind IN ('session', 'points', 'withdrawn')),
  before jsonb NOT NULL,
  after jsonb,
  changed_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  changed_by_name text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX education_session_changes_session_idx ON education_session_changes (session_id, changed_at);
