-- Issue 41. When an account was taken over from the old portal (set by the data import). Only such an
-- account can get a migration link (`pnpm staff migration-token`), with which its owner sets a
-- password and, if they want, a new address.
ALTER TABLE users ADD COLUMN migrated_at timestamptz;
