-- Issue 39: practical programmes a company applies for (hbo or wo variant), decided by staff.
-- Editable by the company while 'draft' or 'incomplete'; submitted it is 'pending' until staff
-- approve, reject or send it back as incomplete (`pnpm staff decide-programme`).
CREATE TABLE practical_programmes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  variant text CHECK (variant IN ('hbo', 'wo')),
  participant_name text,
  participant_email text,
  supervisor_registration_number text,
  start_date date,
  duration_months integer CHECK (duration_months BETWEEN 1 AND 36),
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'pending', 'approved', 'rejected', 'incomplete')),
  decision_reason text,
  decided_at timestamptz,
  decided_by text,
  submitted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX practical_programmes_company_idx ON practical_programmes (company_id, created_at);
CREATE INDEX practical_programmes_pending_idx ON practical_programmes (submitted_at) WHERE status = 'pending';
