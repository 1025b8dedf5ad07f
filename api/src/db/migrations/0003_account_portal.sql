-- Issue 5, the account portal: profile fields, one-time tokens, invitations, fees, invoices and
-- payments. Every token is stored as a SHA-256 only; the raw value exists in the link alone.

ALTER TABLE users
  ADD COLUMN phone text,
  ADD COLUMN country text,
  ADD COLUMN postal_code text,
  ADD COLUMN house_number text,
  ADD COLUMN house_number_addition text,
  ADD COLUMN street text,
  ADD COLUMN city text,
  ADD COLUMN login_notification_enabled boolean NOT NULL DEFAULT false,
  ADD COLUMN legacy_authorization_confirmed_at timestamptz,
  ADD COLUMN deactivated_at timestamptz;

-- The second half of the activation link; NULL for rows made before this migration (never valid).
ALTER TABLE account_verifications ADD COLUMN link_hash text;

-- Password reset, account migration, invitation and Professioneel Toezicht tokens.
CREATE TABLE one_time_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  purpose text NOT NULL CHECK (purpose IN ('passwordReset', 'accountMigration', 'invitation', 'ptLoginOut', 'ptLoginIn')),
  token_hash text NOT NULL UNIQUE,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  email text,
  company_id uuid REFERENCES companies (id) ON DELETE CASCADE,
  educator_id uuid REFERENCES educators (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_tokens_purpose_email_idx ON one_time_tokens (purpose, email, created_at);

CREATE TABLE reactivation_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  handled_at timestamptz
);

-- Amounts staff may change (DOMAIN.md: figures belong in data, not in code).
CREATE TABLE fees (
  code text PRIMARY KEY,
  description text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0)
);
INSERT INTO fees (code, description, amount_cents) VALUES
  ('yearlyFee', 'Jaarlijkse registratiebijdrage', 8000),
  ('replacementCard', 'Vervangende registerpas', 500),
  ('rejectionAdministration', 'Administratiekosten afgewezen aanvraag', 5000);

CREATE SEQUENCE invoice_number_seq START 100001;

CREATE TABLE invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number text NOT NULL UNIQUE DEFAULT ('F' || nextval('invoice_number_seq')::text),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'cancelled')),
  due_date date NOT NULL,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoices_user_idx ON invoices (user_id);

CREATE TABLE invoice_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  fee_code text REFERENCES fees (code),
  description text NOT NULL,
  amount_cents integer NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX invoice_lines_invoice_idx ON invoice_lines (invoice_id);

CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  provider text NOT NULL,
  amount_cents integer NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'failed', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_invoice_idx ON payments (invoice_id);

-- Each provider event is applied once: a replayed callback finds its id here and changes nothing.
CREATE TABLE payment_events (
  event_id text PRIMARY KEY,
  payment_id uuid NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  status text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
