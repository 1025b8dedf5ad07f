-- Generated keys no longer live in the database (they now come from the environment, or a 0600 file
-- in the data folder): whoever can read a table or a backup must not be able to forge sign-ins.
DELETE FROM settings WHERE key IN ('app_key', 'pt_shared_secret', 'payment_webhook_secret');
