-- 'Mijn gegevens downloaden' (issue 41, AVG right of access): one row per export a user asked for.
-- Built in the background by the process that claims the row (status queued -> running, claimed_by),
-- then 'ready' with the ZIP in the storage under storage_key until expires_at; the clean-up removes
-- the file after that. At most one export per user is queued or running at a time.
CREATE TABLE data_exports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'ready', 'failed', 'expired')),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  claimed_by text,
  claimed_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  storage_key text,
  size_bytes integer,
  requested_at timestamptz NOT NULL DEFAULT now(),
  ready_at timestamptz,
  expires_at timestamptz,
  downloaded_at timestamptz
);
CREATE UNIQUE INDEX data_exports_one_in_progress_idx ON data_exports (user_id) WHERE status IN ('queued', 'running');
CREATE INDEX data_exports_user_idx ON data_exports (user_id, requested_at);
CREATE INDEX data_exports_pending_idx ON data_exports (requested_at) WHERE status IN ('queued', 'running');
