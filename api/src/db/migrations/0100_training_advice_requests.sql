-- Scholingsadvies (issue 38): the professional asks the register for training advice (a draft in
-- steps, then submitted); staff give the advice (`pnpm staff advise`, submitted -> processing) or send
-- the request back with a reason (`pnpm staff decide <uuid> reject`, submitted -> draft); the
-- professional completes it by uploading proof of the advised training (processing -> completed).
-- DOMAIN.md's statuses stay the four of 0001; the changes are domain/training-advice-transitions.ts.

ALTER TABLE training_advices
  ADD COLUMN reason text CHECK (reason IN ('herintreding', 'herregistratie', 'kamerwissel', 'anders')),
  ADD COLUMN question text,
  ADD COLUMN submitted_at timestamptz,
  ADD COLUMN advice text,
  ADD COLUMN advised_at timestamptz,
  ADD COLUMN advised_by text,
  -- Why staff sent a submitted request back to draft (shown on the draft until it is submitted again).
  ADD COLUMN returned_reason text,
  ADD COLUMN completion_note text,
  ADD COLUMN completed_at timestamptz,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE INDEX training_advices_status_idx ON training_advices (status, submitted_at);
