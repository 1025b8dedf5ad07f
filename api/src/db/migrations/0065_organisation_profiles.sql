-- Issues 39 and 40: the organisation profile. A company keeps its details, its locations and its
-- billing; a training provider its contact details, address and billing address. Which fields
-- make a profile finished is the shared rule table's (`organisationProfileStepRules`).
ALTER TABLE companies
  ADD COLUMN phone text,
  ADD COLUMN website text;

CREATE TABLE company_locations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  street text NOT NULL,
  house_number text NOT NULL,
  postal_code text NOT NULL,
  city text NOT NULL
);
CREATE INDEX company_locations_company_idx ON company_locations (company_id, position);

ALTER TABLE educators
  ADD COLUMN phone text,
  ADD COLUMN website text,
  ADD COLUMN description text,
  ADD COLUMN street text,
  ADD COLUMN house_number text,
  ADD COLUMN house_number_addition text,
  ADD COLUMN postal_code text,
  ADD COLUMN city text,
  ADD COLUMN billing_email text;
