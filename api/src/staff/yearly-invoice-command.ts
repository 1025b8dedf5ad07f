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
  for (const { invoice } of run.invoices) await sendInvoiceReady(db, mailer, portalUrl, invoice);
  if (run.invoices.length === 0) {
    return {
      ok: true,
      output: `Alle geregistreerde professionals hebben al een jaarfactuur voor ${today.slice(0, 4)}.`,
    };
  }
  const lines = run.invoices.map(
    ({ email, invoice, withDiscount }) =>
      `  ${invoice.number}  ${email}${withDiscount ? '  (automatische incasso, met korting)' : ''}`,
  );
  return { ok: true, output: [`${run.invoices.length} jaarfactuur/-facturen gemaakt:`, ...lines].join('\n') };
}
