-- Sign-in throttling per client address across accounts, and one-time login links sent past the
-- per-account hourly limit (instead of refusing the owner's correct password).
CREATE INDEX login_failures_client_idx ON login_failures (client_ip, failed_at);

ALTER TABLE one_time_tokens DROP CONSTRAINT IF EXISTS one_time_tokens_purpose_check;
ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_purpose_check
  CHECK (purpose IN ('passwordReset', 'accountMigration', 'invitation', 'ptLoginOut', 'ptLoginIn', 'loginLink'));
