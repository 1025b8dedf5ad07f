-- Issue 40: a training provider's accredited courses, their runs (sessions) and the points it awards
-- participants. Every status change of an accreditation goes through one transition table
-- (domain/accreditation-transitions.ts) and is written here with who made it and why.

CREATE TABLE accreditations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  educator_id uuid NOT NULL REFERENCES educators (id) ON DELETE CASCADE,
  -- Shown to staff, the provider and the training register; stable once approved.
  accreditation_number text UNIQUE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- Chambers (registration_branches.value) the course counts for.
  chambers text[] NOT NULL DEFAULT '{}',
  form text NOT NULL DEFAULT 'klassikaal' CHECK (form IN ('klassikaal', 'e-learning', 'blended')),
  contact_hours numeric(6, 2) NOT NULL DEFAULT 0 CHECK (contact_hours >= 0),
  points numeric(6, 2) NOT NULL DEFAULT 0 CHECK (points >= 0),
  programme text NOT NULL DEFAULT '',
  trainers text NOT NULL DEFAULT '',
  has_final_test boolean NOT NULL DEFAULT false,
  final_test_description text NOT NULL DEFAULT '',
  validity_years integer NOT NULL DEFAULT 1 CHECK (validity_years IN (1, 3)),
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'pending', 'approved', 'rejected', 'incomplete', 'expired')),
  -- The wizard's last step and the uploaded documents (media ids), while draft or incomplete.
  step integer NOT NULL DEFAULT 1,
  document_ids uuid[] NOT NULL DEFAULT '{}',
  valid_from date,
  valid_until date,
  decision_reason text,
  submitted_at timestamptz,
  decided_at timestamptz,
  renewed_from_id uuid REFERENCES accreditations (id) ON DELETE SET NULL,
  invoice_id uuid REFERENCES invoices (id) ON DELETE SET NULL,
  created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE SEQUENCE accreditation_number_seq START 40001;
CREATE INDEX accreditations_educator_idx ON accreditations (educator_id, status, created_at);
CREATE INDEX accreditations_status_idx ON accreditations (status, valid_until);
CREATE INDEX accreditations_chambers_idx ON accreditations USING gin (chambers);

CREATE TABLE accreditation_status_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  accreditation_id uuid NOT NULL REFERENCES accreditations (id) ON DELETE CASCADE,
  from_status text NOT NULL,
  to_status text NOT NULL,
  reason text,
  changed_by text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX accreditation_status_changes_idx ON accreditation_status_changes (accreditation_id);

-- A run of an accredited course: its dates and where it is given (a place, or online).
CREATE TABLE education_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  accreditation_id uuid NOT NULL REFERENCES accreditations (id) ON DELETE CASCADE,
  starts_on date NOT NULL,
  ends_on date NOT NULL CHECK (ends_on >= starts_on),
  location text,
  is_online boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (is_online OR location IS NOT NULL)
);
CREATE INDEX education_sessions_accreditation_idx ON education_sessions (accreditation_id, ends_on);
CREATE INDEX education_sessions_ends_on_idx ON education_sessions (ends_on);

-- Points a provider awarded one participant for one session; the activity is the participant's
-- re-registration activity it wrote (source 'provider').
CREATE TABLE awarded_points (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL REFERENCES education_sessions (id) ON DELETE CASCADE,
  professional_id uuid NOT NULL REFERENCES professionals (id) ON DELETE CASCADE,
  registration_number text NOT NULL,
  points numeric(6, 2) NOT NULL CHECK (points >= 0),
  awarded_on date NOT NULL,
  awarded_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  awarded_by_name text NOT NULL,
  activity_id uuid REFERENCES activities (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (session_id, professional_id)
);
CREATE INDEX awarded_points_professional_idx ON awarded_points (professional_id);

-- Points checks per provider in an hour-long window (db/queries/hourly-window.ts).
CREATE TABLE points_check_windows (
  educator_id uuid PRIMARY KEY REFERENCES educators (id) ON DELETE CASCADE,
  window_start timestamptz NOT NULL DEFAULT now(),
  count integer NOT NULL DEFAULT 0
);

-- Reminders to enter points: day 1, 15 and 30 after a session ended without points, each once.
CREATE TABLE session_point_reminders (
  session_id uuid NOT NULL REFERENCES education_sessions (id) ON DELETE CASCADE,
  reminder_day integer NOT NULL CHECK (reminder_day IN (1, 15, 30)),
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_id, reminder_day)
);

INSERT INTO fees (code, description, amount_cents) VALUES
  ('accreditation1Year', 'Accreditatie van een scholing, 1 jaar', 13068),
  ('accreditation3Years', 'Accreditatie van een scholing, 3 jaar', 26620)
ON CONFLICT (code) DO NOTHING;

-- Rules of accreditation and points (DOMAIN.md); staff change the numbers here, never in code.
INSERT INTO settings (key, value) VALUES
  ('accreditationRules', '{"pointsEntryMonths": 2, "pointsChecksPerHour": 30, "finalTestFromHours": 18, "endingSoonMonths": 3}')
ON CONFLICT (key) DO NOTHING;
