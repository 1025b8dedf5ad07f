-- Professional portal part 1: registration numbers and public card ids, decisions with reasons,
-- a status history, file storage keys, VOG records, direct-debit mandates, and the reference data
-- and rules (fees, ages, periods) DOMAIN.md says staff must be able to change.

CREATE SEQUENCE registration_number_seq START 100001;

ALTER TABLE registrations
  ADD COLUMN registration_number text UNIQUE,
  -- The public register card is reached by this id only: not guessable from the number.
  ADD COLUMN public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid();

ALTER TABLE registration_items
  ADD COLUMN submitted_at timestamptz,
  ADD COLUMN decided_at timestamptz,
  ADD COLUMN decision_reason text,
  -- The first-year fee's invoice of an application (none when the target's first year is free).
  ADD COLUMN invoice_id uuid REFERENCES invoices (id) ON DELETE SET NULL;

-- Every status change of an item, who made it and why (staff decisions carry their reason).
CREATE TABLE registration_status_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  registration_item_id uuid NOT NULL REFERENCES registration_items (id) ON DELETE CASCADE,
  from_status registration_status NOT NULL,
  to_status registration_status NOT NULL,
  reason text,
  changed_by text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX registration_status_changes_item_idx ON registration_status_changes (registration_item_id);

-- Files live in the storage adapter under storage_key; the uploader owns the file until a record
-- (diploma, VOG, item) takes it over through model_type/model_id.
ALTER TABLE medias
  ADD COLUMN owner_user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  ADD COLUMN storage_key text;
CREATE INDEX medias_owner_idx ON medias (owner_user_id);

CREATE TABLE vog_records (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  professional_id uuid NOT NULL REFERENCES professionals (id) ON DELETE CASCADE,
  issued_on date NOT NULL,
  valid_until date NOT NULL,
  recorded_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vog_records_professional_idx ON vog_records (professional_id, issued_on);

CREATE SEQUENCE mandate_reference_seq START 1001;

CREATE TABLE direct_debit_mandates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reference text NOT NULL UNIQUE DEFAULT ('SKJ-MACHT-' || nextval('mandate_reference_seq')::text),
  account_holder text NOT NULL,
  iban text NOT NULL,
  signed_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX direct_debit_mandates_user_idx ON direct_debit_mandates (user_id);
-- At most one active mandate per user.
CREATE UNIQUE INDEX direct_debit_mandates_active_idx ON direct_debit_mandates (user_id) WHERE revoked_at IS NULL;

-- Which fee the first year of a target costs; NULL: nothing (new jeugd- en gezinsprofessionals).
ALTER TABLE registration_targets ADD COLUMN first_year_fee_code text REFERENCES fees (code);
UPDATE registration_targets SET first_year_fee_code = 'yearlyFee'
  WHERE system_label <> 'jeugd-en-gezinsprofessional';

INSERT INTO fees (code, description, amount_cents) VALUES
  ('directDebitDiscount', 'Korting automatische incasso', 500)
ON CONFLICT (code) DO NOTHING;

-- Rules of the register (DOMAIN.md); staff change the numbers here, never in code.
INSERT INTO settings (key, value) VALUES
  ('registrationRules', '{"vogMaxAgeMonthsOnSubmission": 3, "vogValidityMonths": 24, "registrationYears": 5, "vogReminderMonths": 3, "reRegistrationReminderMonths": 6}')
ON CONFLICT (key) DO NOTHING;

INSERT INTO diploma_educations (label) VALUES
  ('Social Work, profiel Jeugd (hbo)'),
  ('Pedagogiek, profiel Jeugd (hbo)'),
  ('Master Jeugdzorg'),
  ('Social Work, profiel Zorg (hbo)'),
  ('Social Work, profiel Welzijn & Samenleving (hbo)'),
  ('Master Psychologie'),
  ('Master Orthopedagogiek');

INSERT INTO diploma_educators (label) VALUES
  ('Hogeschool Utrecht'),
  ('Hogeschool van Amsterdam'),
  ('Hogeschool Rotterdam'),
  ('Fontys Hogescholen'),
  ('Hanzehogeschool Groningen'),
  ('Universiteit Utrecht'),
  ('Universiteit van Amsterdam'),
  ('Radboud Universiteit');
