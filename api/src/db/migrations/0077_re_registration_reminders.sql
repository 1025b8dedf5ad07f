-- Herinneringen (issue 38): a reminder e-mail 6, 3 and 1 months before the one re-registration deadline
-- while the requirements are not met. One row per period, stage and deadline is claimed before the mail
-- goes, so each is sent once: across restarts, across api processes, and when the job runs twice at once.
-- A deferral moves the deadline, and the stages of the new deadline are their own.
CREATE TABLE re_registration_reminders (
  period_item_id uuid NOT NULL REFERENCES registration_items (id) ON DELETE CASCADE,
  months_before integer NOT NULL CHECK (months_before IN (1, 3, 6)),
  deadline date NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (period_item_id, months_before, deadline)
);
