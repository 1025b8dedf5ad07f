-- Issue 36: an invoice names the period it covers, so two yearly invoices of € 80,00 can be told
-- apart on 'Mijn facturen' and on the PDF. Only a registration fee covers a period (the calendar year
-- of the invoice day: the yearly run bills each calendar year once, and a first-year fee counts as
-- that year's); other invoices (a replacement card) have none. Both ends or neither.
ALTER TABLE invoices ADD COLUMN period_from date;
ALTER TABLE invoices ADD COLUMN period_till date;
ALTER TABLE invoices ADD CONSTRAINT invoices_period_both_ends
  CHECK ((period_from IS NULL) = (period_till IS NULL) AND (period_from IS NULL OR period_from <= period_till));

-- Invoices made before: the calendar year (Dutch time) of the day they were made.
UPDATE invoices SET
  period_from = make_date(extract(year FROM created_at AT TIME ZONE 'Europe/Amsterdam')::int, 1, 1),
  period_till = make_date(extract(year FROM created_at AT TIME ZONE 'Europe/Amsterdam')::int, 12, 31)
WHERE EXISTS (SELECT 1 FROM invoice_lines WHERE invoice_id = invoices.id AND fee_code = 'yearlyFee');
