-- Uitstel (issue 38): a professional asks to move the re-registration deadline. Staff decide
-- (`pnpm staff decide`); an approved request adds its months to the period it defers, and the one
-- deadline (domain/re-registration-deadline) is the period's tillDate plus those months, so every view
-- moves at once. The limits (DOMAIN.md: 6 months per request, 12 per period) are settings staff may change.

ALTER TABLE registration_items
  ADD COLUMN deferred_months integer NOT NULL DEFAULT 0 CHECK (deferred_months >= 0);

CREATE TABLE deferral_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  professional_id uuid NOT NULL REFERENCES professionals (id) ON DELETE CASCADE,
  -- The approved period whose deadline it moves.
  period_item_id uuid NOT NULL REFERENCES registration_items (id) ON DELETE CASCADE,
  status registration_status NOT NULL,
  reason text NOT NULL CHECK (reason IN ('ziekte', 'zwangerschap-of-ouderschapsverlof', 'mantelzorg', 'anders')),
  motivation text,
  months integer NOT NULL CHECK (months > 0),
  submitted_at timestamptz,
  decided_at timestamptz,
  decided_by text,
  decision_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deferral_requests_professional_idx ON deferral_requests (professional_id, created_at);
CREATE INDEX deferral_requests_status_idx ON deferral_requests (status, submitted_at);

UPDATE settings
  SET value = value || '{"deferralMaxMonthsPerRequest": 6, "deferralMaxMonthsPerPeriod": 12}'::jsonb
  WHERE key = 'registrationRules';
