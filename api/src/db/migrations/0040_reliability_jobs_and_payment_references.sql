-- Issue 41. The provider's own id of a payment (Mollie's tr_…): the webhook asks the provider only
-- about payments the portal started, never for every id an outsider posts.
ALTER TABLE payments ADD COLUMN provider_reference text;
CREATE UNIQUE INDEX payments_provider_reference_key ON payments (provider, provider_reference)
  WHERE provider_reference IS NOT NULL;

-- One row per scheduled job and time slot: the process that inserts it runs the job, every other
-- process running the same schedule at the same moment finds the row and does nothing.
CREATE TABLE scheduled_job_runs (
  job text NOT NULL,
  slot text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  outcome text,
  PRIMARY KEY (job, slot)
);
