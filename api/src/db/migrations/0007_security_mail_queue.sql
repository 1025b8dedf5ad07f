-- With SMTP configured, mail waits in this queue and a worker sends it after the response (no request
-- waits on a mail server), retrying with back-off. Once sent or given up, the body (with its one-time
-- links) is cleared: what remains says who got which mail when. Without SMTP the outbox stays the delivery.
CREATE TABLE mail_queue (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "to" text NOT NULL,
  subject text NOT NULL,
  text text,
  html text,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_queue_due_idx ON mail_queue (next_attempt_at) WHERE status = 'queued';

-- Account creation is limited per client address (a bot cannot fill the users table or mail-bomb).
CREATE TABLE account_creation_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_creation_attempts_client_idx ON account_creation_attempts (client_ip, created_at);
