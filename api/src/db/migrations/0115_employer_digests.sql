-- Issue 39, alerts: each contact person of a company chooses an e-mail digest of changes among the
-- linked professionals, daily or weekly (or none); digest_since is when they chose it, so a first
-- digest does not bring up a year of history.
ALTER TABLE company_employees
  ADD COLUMN digest text NOT NULL DEFAULT 'none' CHECK (digest IN ('none', 'daily', 'weekly')),
  ADD COLUMN digest_since timestamptz;

-- The job reads only those who chose one.
CREATE INDEX company_employees_digest_idx ON company_employees (digest) WHERE digest <> 'none';

-- Which change went to which contact person in a digest: written in the transaction that queues the
-- mail, so each change reaches each recipient once, however often (or how many at once) the job runs.
CREATE TABLE employer_digest_changes (
  employee_id uuid NOT NULL REFERENCES company_employees(id) ON DELETE CASCADE,
  change_key text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (employee_id, change_key)
);
