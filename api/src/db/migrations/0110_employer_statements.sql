-- Werkgeversverklaring (issues 38 and 39): what backs a re-registration round's work-experience
-- hours. Either the professional uploads a signed statement ('upload', its file a media row of
-- model 'employerStatement'), or asks a company it has a confirmed link with to confirm the hours
-- ('employer': 'requested' until an employee of that company confirms or corrects them). One per
-- round: a new request or upload replaces the one before, while the round is being written.
CREATE TABLE employer_statements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  round_item_id uuid NOT NULL UNIQUE REFERENCES registration_items (id) ON DELETE CASCADE,
  professional_id uuid NOT NULL REFERENCES professionals (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('upload', 'employer')),
  status text NOT NULL CHECK (status IN ('uploaded', 'requested', 'confirmed')),
  company_id uuid REFERENCES companies (id) ON DELETE CASCADE,
  -- The period the hours were worked in (the round's), as printed and shown to the employer.
  period_from date NOT NULL,
  period_till date NOT NULL,
  -- The work-experience hours of the round when asked (or uploaded).
  hours_stated numeric(8, 2) NOT NULL CHECK (hours_stated >= 0),
  -- The hours the employer confirmed (the stated ones, or its correction).
  hours_confirmed numeric(8, 2) CHECK (hours_confirmed >= 0),
  confirmed_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'employer') = (company_id IS NOT NULL)),
  CHECK ((kind = 'upload') = (status = 'uploaded'))
);
-- The employer's dashboard: its company's open requests, oldest first.
CREATE INDEX employer_statements_company_idx ON employer_statements (company_id, status, created_at);
