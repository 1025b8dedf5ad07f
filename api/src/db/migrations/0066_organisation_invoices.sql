-- Issues 39 and 40: invoices of an organisation. An invoice belongs to exactly one owner: a portal
-- account (a professional), a company or a training provider. A company that pays for its employees
-- gets their yearly fees on one collective invoice with a line per professional (professional_id).
ALTER TABLE invoices ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE invoices
  ADD COLUMN company_id uuid REFERENCES companies (id) ON DELETE CASCADE,
  ADD COLUMN educator_id uuid REFERENCES educators (id) ON DELETE CASCADE,
  ADD CONSTRAINT invoices_one_owner CHECK (num_nonnulls(user_id, company_id, educator_id) = 1);
CREATE INDEX invoices_company_idx ON invoices (company_id, created_at) WHERE company_id IS NOT NULL;
CREATE INDEX invoices_educator_idx ON invoices (educator_id, created_at) WHERE educator_id IS NOT NULL;

ALTER TABLE invoice_lines
  ADD COLUMN professional_id uuid REFERENCES professionals (id) ON DELETE SET NULL;
CREATE INDEX invoice_lines_professional_idx ON invoice_lines (professional_id) WHERE professional_id IS NOT NULL;
