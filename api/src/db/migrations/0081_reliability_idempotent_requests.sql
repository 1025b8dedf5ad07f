-- Issue 41. A signed-in mutation sent with an Idempotency-Key header (the form engine sends one with
-- every submit and payment start) runs once per user and key: a retried or doubled request gets the
-- first one's answer and changes nothing twice. Kept a day (the job idempotency-cleanup).
CREATE TABLE idempotent_requests (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  -- SHA-256 of the request's body: the same key with another request is refused.
  request_hash text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  -- Null while the first request runs.
  response_status integer,
  response_body text,
  finished_at timestamptz,
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotent_requests_started_at ON idempotent_requests (started_at);
