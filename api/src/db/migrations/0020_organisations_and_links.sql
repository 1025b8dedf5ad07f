-- Issue 37: organisations are verified by staff before they act, employees have a role, and a
-- company is linked to a professional only once the professional confirms.

-- Organisations that existed before this migration were made by staff or a migration of the old
-- portal, so they count as confirmed; every organisation made from now on starts 'pending'.
ALTER TABLE companies
  ADD COLUMN verification text NOT NULL DEFAULT 'confirmed'
    CHECK (verification IN ('pending', 'confirmed', 'rejected')),
  ADD COLUMN verification_reason text,
  ADD COLUMN verified_at timestamptz,
  ADD COLUMN verified_by text,
  ADD COLUMN registered_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE companies ALTER COLUMN verification SET DEFAULT 'pending';

ALTER TABLE educators
  ADD COLUMN verification text NOT NULL DEFAULT 'confirmed'
    CHECK (verification IN ('pending', 'confirmed', 'rejected')),
  ADD COLUMN verification_reason text,
  ADD COLUMN verified_at timestamptz,
  ADD COLUMN verified_by text,
  ADD COLUMN registered_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE educators ALTER COLUMN verification SET DEFAULT 'pending';

-- Existing employees keep every right they had (beheerder); invited colleagues start as contactpersoon.
ALTER TABLE company_employees
  ADD COLUMN role text NOT NULL DEFAULT 'beheerder' CHECK (role IN ('beheerder', 'contactpersoon'));
ALTER TABLE company_employees ALTER COLUMN role SET DEFAULT 'contactpersoon';
ALTER TABLE educator_employees
  ADD COLUMN role text NOT NULL DEFAULT 'beheerder' CHECK (role IN ('beheerder', 'contactpersoon'));
ALTER TABLE educator_employees ALTER COLUMN role SET DEFAULT 'contactpersoon';

-- A link between a company and a professional: 'requested' until the professional confirms it.
CREATE TABLE company_professional_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  professional_id uuid NOT NULL REFERENCES professionals (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('requested', 'active', 'declined', 'ended')),
  started_by text NOT NULL CHECK (started_by IN ('company', 'professional')),
  -- The professional's separate consent to show their re-registration progress to this company.
  shares_progress boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  ended_at timestamptz
);
-- At most one open (requested or active) link per pair.
CREATE UNIQUE INDEX company_professional_links_open_idx
  ON company_professional_links (company_id, professional_id) WHERE status IN ('requested', 'active');
CREATE INDEX company_professional_links_professional_idx ON company_professional_links (professional_id);

-- Every change of a link: what, who (and for which side) and when. The professional sees these.
CREATE TABLE company_professional_link_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  link_id uuid NOT NULL REFERENCES company_professional_links (id) ON DELETE CASCADE,
  event text NOT NULL
    CHECK (event IN ('requested', 'confirmed', 'declined', 'consentGiven', 'consentWithdrawn', 'ended')),
  actor_side text NOT NULL CHECK (actor_side IN ('company', 'professional')),
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  actor_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_professional_link_events_link_idx ON company_professional_link_events (link_id, created_at);

-- Link requests per company (hits and misses alike), so registration numbers cannot be guessed.
CREATE TABLE link_request_attempts (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX link_request_attempts_company_idx ON link_request_attempts (company_id, created_at);
