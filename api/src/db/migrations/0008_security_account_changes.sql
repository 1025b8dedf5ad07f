-- Account creation per client: one counter row per client address, raised and read in one upsert (two
-- concurrent requests cannot both pass a count taken before either inserted). A row whose hour is over
-- starts a new window in the same statement; expired rows are pruned through the index on window_start.
DROP TABLE account_creation_attempts;
CREATE TABLE account_creation_windows (
  client_ip text PRIMARY KEY,
  window_start timestamptz NOT NULL DEFAULT now(),
  creations integer NOT NULL DEFAULT 1
);
CREATE INDEX account_creation_windows_start_idx ON account_creation_windows (window_start);

-- A changed e-mail address takes effect only when the link mailed to it is opened ('emailChange' token:
-- user_id the account, email the new address).
ALTER TABLE one_time_tokens DROP CONSTRAINT IF EXISTS one_time_tokens_purpose_check;
ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_purpose_check
  CHECK (purpose IN ('passwordReset', 'accountMigration', 'invitation', 'ptLoginOut', 'ptLoginIn', 'loginLink', 'emailChange'));
