/** `pnpm staff yearly-invoices`: the yearly invoice run, with a line per invoice made. */
import type { Mailer } from '../mail/mailer';
import { sendInvoiceReady } from '../mail/send-money-mails';
import type { Db } from '../db/connection';
import { runYearlyInvoices } from '../db/queries/yearly-invoices';
import { todayInNetherlands } from '../domain/dates';
import type { StaffResult } from './commands';

export async function yearlyInvoices(
  db: Db,
  mailer: Mailer,
  portalUrl: string,
  today = todayInNetherlands(),
): Promise<StaffResult> {
  const run = await runYearlyInvoices(db, today);
  // Announced after the run's one transaction, so no mail tells of an invoice that was rolled back.
  for (const { invoice } of [...run.invoices, ...run.collective])
    await sendInvoiceReady(db, mailer, portalUrl, invoice);
  if (run.invoices.length === 0 && run.collective.length === 0) {
    return {
      ok: true,
      output: `Alle geregistreerde professionals hebben al een jaarfactuur voor ${today.slice(0, 4)}.`,
    };
  }
  const lines = run.invoices.map(
    ({ email, invoice, withDiscount }) =>
      `  ${invoice.number}  ${email}${withDiscount ? '  (automatische incasso, met korting)' : ''}`,
  );
  // A company that pays for its employees: one collective invoice with a line per professional.
  const collective = run.collective.map(
    ({ company, invoice, professionals }) =>
      `  ${invoice.number}  ${company}  (verzamelfactuur, ${professionals} professional(s))`,
  );
  return {
    ok: true,
    output: [
      `${run.invoices.length + run.collective.length} jaarfactuur/-facturen gemaakt:`,
      ...lines,
      ...collective,
    ].join('\n'),
  };
}
