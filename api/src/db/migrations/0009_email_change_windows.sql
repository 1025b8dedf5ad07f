-- E-mail-change requests per account: one counter row per account, raised and read in one upsert (as
-- account_creation_windows), counting requests for taken and free addresses alike. One row per
-- account at most, removed with it, so nothing needs pruning.
CREATE TABLE email_change_windows (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  window_start timestamptz NOT NULL DEFAULT now(),
  requests integer NOT NULL DEFAULT 1
);
