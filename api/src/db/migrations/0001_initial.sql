-- The portal's first schema: accounts, organisations, registrations, requests, sessions and the
-- small tables the staff tools use. Written for PostgreSQL 15+ and PGlite alike (no extensions).

CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The states a registration, its items and the professional's requests move through (SPEC section 4).
CREATE DOMAIN registration_status AS text
  CHECK (VALUE IN ('draft', 'approved', 'rejected', 'pending', 'incomplete', 'unsubscribed', 'ongoing', 'expired', 'switched', 'new'));

-- Reference data (rows in 0002): chambers, targets and option sets staff may change.
CREATE TABLE registration_branches (
  value text PRIMARY KEY,
  label text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  closed_on date
);

CREATE TABLE registration_targets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  system_label text NOT NULL UNIQUE,
  label text NOT NULL,
  branch_value text NOT NULL REFERENCES registration_branches (value),
  is_postmaster boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE restriction_types (
  value text PRIMARY KEY,
  label text NOT NULL
);

CREATE TABLE reenter_request_types (
  value text PRIMARY KEY,
  label text NOT NULL
);

CREATE TABLE disciplinary_measure_types (
  value text PRIMARY KEY,
  label text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE diploma_types (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  system_label text NOT NULL UNIQUE,
  label text NOT NULL
);

CREATE TABLE diploma_educations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  label text NOT NULL
);

CREATE TABLE diploma_educators (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  label text NOT NULL
);

-- Accounts. The e-mail address is the username and is stored lower-cased.
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash text NOT NULL,
  user_type text NOT NULL CHECK (user_type IN ('professional', 'companyEmployee', 'educatorEmployee', 'staff')),
  is_verified boolean NOT NULL DEFAULT false,
  restriction_type text REFERENCES restriction_types (value),
  initials text,
  first_name text,
  infix text,
  last_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE account_verifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  verification_link_expires_at timestamptz NOT NULL,
  verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_verifications_user_idx ON account_verifications (user_id);

CREATE TABLE professionals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  login_notification text,
  first_registration_date date,
  has_unfinished_profile boolean NOT NULL DEFAULT false,
  most_recent_vog_deadline date,
  has_old_dossier boolean NOT NULL DEFAULT false,
  has_self_employed_company boolean NOT NULL DEFAULT false,
  shown_in_register boolean NOT NULL DEFAULT false,
  register_street text,
  register_house_number text,
  register_house_number_addition text,
  register_postal_code text,
  register_city text,
  register_phone text,
  is_defaulter boolean NOT NULL DEFAULT false,
  should_skip_payment boolean NOT NULL DEFAULT false
);

CREATE TABLE companies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  kvk_number text UNIQUE,
  pays_for_employees boolean NOT NULL DEFAULT false,
  billing_email text,
  has_unfinished_profile boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive'))
);

CREATE TABLE company_branches (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  branch_value text NOT NULL REFERENCES registration_branches (value),
  PRIMARY KEY (company_id, branch_value)
);

CREATE TABLE company_employees (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id),
  job_title text
);

CREATE TABLE educators (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  has_unfinished_profile boolean NOT NULL DEFAULT false
);

CREATE TABLE educator_employees (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  educator_id uuid NOT NULL REFERENCES educators (id)
);

-- Registrations and their items (one item per period or application round).
CREATE TABLE registrations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  professional_id uuid NOT NULL REFERENCES professionals (id) ON DELETE CASCADE,
  status registration_status NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX registrations_professional_idx ON registrations (professional_id);

CREATE TABLE registration_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  registration_id uuid NOT NULL REFERENCES registrations (id) ON DELETE CASCADE,
  registration_target_id uuid REFERENCES registration_targets (id),
  status registration_status NOT NULL,
  state jsonb,
  from_date date,
  till_date date,
  unsubscribed_at timestamptz,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX registration_items_registration_idx ON registration_items (registration_id);

-- Re-entry, chamber switch and target switch requests share one shape.
CREATE TABLE professional_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  professional_id uuid NOT NULL REFERENCES professionals (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('reenter', 'branchSwitch', 'targetSwitch')),
  status registration_status NOT NULL,
  reenter_type text REFERENCES reenter_request_types (value),
  to_branch text REFERENCES registration_branches (value),
  to_registration_target_id uuid REFERENCES registration_targets (id),
  motivation text,
  data jsonb NOT NULL DEFAULT '{}',
  has_approved_order boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX professional_requests_professional_idx ON professional_requests (professional_id, kind, created_at);

CREATE TABLE disciplinary_measures (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  professional_id uuid NOT NULL REFERENCES professionals (id) ON DELETE CASCADE,
  request_id uuid REFERENCES professional_requests (id) ON DELETE CASCADE,
  measure_type text NOT NULL REFERENCES disciplinary_measure_types (value),
  starts_at date,
  ends_at date,
  reason text
);
CREATE INDEX disciplinary_measures_request_idx ON disciplinary_measures (request_id);

CREATE TABLE diplomas (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  professional_id uuid NOT NULL REFERENCES professionals (id) ON DELETE CASCADE,
  diploma_type_id uuid REFERENCES diploma_types (id),
  diploma_city text,
  diploma_education_label text,
  diploma_educator_label text,
  diploma_date date,
  diploma_education_id uuid REFERENCES diploma_educations (id),
  diploma_educator_id uuid REFERENCES diploma_educators (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX diplomas_professional_idx ON diplomas (professional_id);

CREATE TABLE training_advices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  professional_id uuid NOT NULL REFERENCES professionals (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('draft', 'submitted', 'processing', 'completed')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX training_advices_professional_idx ON training_advices (professional_id);

-- Uploaded files of any record (model_type + model_id), like a media library.
CREATE TABLE medias (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  model_type text NOT NULL,
  model_id uuid NOT NULL,
  collection text NOT NULL DEFAULT 'default',
  filename text NOT NULL,
  mime_type text,
  size_bytes bigint,
  custom_properties jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX medias_model_idx ON medias (model_type, model_id);

-- Sessions: only a SHA-256 of the session id is stored, so a leaked table cannot be replayed.
CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  impersonating boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_last_seen_idx ON sessions (last_seen_at);

CREATE TABLE login_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  client_ip text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_email_idx ON login_failures (email, failed_at);
CREATE INDEX login_failures_failed_at_idx ON login_failures (failed_at);

CREATE TABLE impersonation_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_by text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Mail is written here first; sending arrives in a later issue (`pnpm staff mail` lists it).
CREATE TABLE outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "to" text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  html text,
  created_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO settings (key, value) VALUES ('maintenance', 'false'), ('banner', 'false');
