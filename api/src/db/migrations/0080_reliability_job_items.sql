-- Issue 41. Which process ran a job's slot (host and process id), so a look at the table tells whether
-- two processes ever ran the same slot (they cannot: the primary key) and where a run happened.
ALTER TABLE scheduled_job_runs ADD COLUMN ran_by text;

-- One row per job and item it handled (a reminder to one person for one deadline, a digest of one
-- week to one employer): a job that sends something inserts the row in the same transaction as what
-- it sends, so each item is sent once however many processes, slots or retries run the job.
CREATE TABLE scheduled_job_items (
  job text NOT NULL,
  item_key text NOT NULL,
  done_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (job, item_key)
);
