-- Mijn tuchtklachten (issue 38): measures the register records (`pnpm staff measure`), beside the
-- earlier measures a professional declares in a re-entry request (request_id set). A recorded
-- measure has its decision in words and whether it is published: DOMAIN.md's berisping may be
-- unpublished; published measures in force show on the register card and the public card.

ALTER TABLE disciplinary_measures
  ADD COLUMN decision text,
  ADD COLUMN published boolean NOT NULL DEFAULT true,
  ADD COLUMN recorded_by text,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX disciplinary_measures_professional_idx ON disciplinary_measures (professional_id, starts_at);
