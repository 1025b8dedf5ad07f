-- Kamerwissel and targetwissel (issue 38): rows of professional_requests. A request is written as a
-- draft, submitted once, and decided by staff; the decision is kept beside it. IF NOT EXISTS: the
-- re-entry request (another migration of issue 38) may add the same decision columns.
ALTER TABLE professional_requests ADD COLUMN IF NOT EXISTS submitted_at timestamptz;
ALTER TABLE professional_requests ADD COLUMN IF NOT EXISTS decided_at timestamptz;
ALTER TABLE professional_requests ADD COLUMN IF NOT EXISTS decided_by text;
ALTER TABLE professional_requests ADD COLUMN IF NOT EXISTS decision_reason text;

-- One open (draft or submitted) switch request of each kind per professional: two saves at once store one.
CREATE UNIQUE INDEX professional_requests_one_open_switch_idx ON professional_requests (professional_id, kind)
  WHERE kind IN ('branchSwitch', 'targetSwitch') AND status IN ('draft', 'pending');
CREATE INDEX IF NOT EXISTS professional_requests_status_idx ON professional_requests (status, submitted_at);
