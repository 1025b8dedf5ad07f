-- Issue 39: the employer's linked professionals at scale.

-- What changed for a company's linked professionals, one row per company with an active link at the
-- moment it happened (new registration approved, re-registered, expired, suspended, struck off,
-- unsubscribed, link ended). Written by the code that makes the change, in its transaction, never
-- recomputed from history. The name and number are what the company knew then: a row keeps saying
-- who it was about after the link ended.
CREATE TABLE company_professional_mutations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  professional_id uuid REFERENCES professionals (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('registered', 'reRegistered', 'expired', 'suspended', 'struckOff',
    'unsubscribed', 'linkEnded')),
  professional_name text NOT NULL,
  registration_number text,
  occurred_at timestamptz NOT NULL DEFAULT now()
);
-- The mutations page: the company's rows in a period, newest first, with or without a type.
CREATE INDEX company_professional_mutations_company_idx
  ON company_professional_mutations (company_id, occurred_at DESC, id);
CREATE INDEX company_professional_mutations_company_kind_idx
  ON company_professional_mutations (company_id, kind, occurred_at DESC, id);

-- The overview of linked professionals: the company's links by status (the list starts here, so it
-- reads one company's rows however large the table), each professional's register registration,
-- its latest period (end date and chamber filters), and their measures (suspended, struck off).
CREATE INDEX company_professional_links_company_status_idx
  ON company_professional_links (company_id, status, professional_id);
CREATE INDEX registrations_professional_status_idx ON registrations (professional_id, status);
CREATE INDEX registration_items_registration_status_till_idx
  ON registration_items (registration_id, status, till_date DESC);
CREATE INDEX disciplinary_measures_professional_type_idx
  ON disciplinary_measures (professional_id, measure_type);
-- The public register lookup by name: last names compared without case.
CREATE INDEX users_last_name_lower_idx ON users (lower(last_name));

-- Public register lookups per client address and hour (the same window as account creation).
CREATE TABLE public_register_windows (
  client_ip text PRIMARY KEY,
  lookups integer NOT NULL DEFAULT 1,
  window_start timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX public_register_windows_start_idx ON public_register_windows (window_start);
