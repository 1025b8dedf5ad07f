-- Herintreden (issue 38): the re-entry request is a row of professional_requests (kind 'reenter'),
-- written as a draft in steps, paid (unless the professional's shouldSkipPayment), submitted once and
-- decided by staff (`pnpm staff decide`), through the one registration transition table. IF NOT EXISTS:
-- the chamber and target switch requests (migration 0105) add the same decision columns.
ALTER TABLE professional_requests ADD COLUMN IF NOT EXISTS submitted_at timestamptz;
ALTER TABLE professional_requests ADD COLUMN IF NOT EXISTS decided_at timestamptz;
ALTER TABLE professional_requests ADD COLUMN IF NOT EXISTS decided_by text;
ALTER TABLE professional_requests ADD COLUMN IF NOT EXISTS decision_reason text;
-- The fee's invoice: paid, it is the request's approved order (hasApprovedOrder).
ALTER TABLE professional_requests ADD COLUMN IF NOT EXISTS invoice_id uuid REFERENCES invoices (id);

-- One open re-entry request per professional: two clicks at once store one.
CREATE UNIQUE INDEX professional_requests_one_open_reenter_idx ON professional_requests (professional_id)
  WHERE kind = 'reenter' AND status IN ('draft', 'pending', 'incomplete');
CREATE INDEX IF NOT EXISTS professional_requests_status_idx ON professional_requests (status, submitted_at);
