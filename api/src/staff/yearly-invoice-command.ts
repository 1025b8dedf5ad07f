/** `pnpm staff yearly-invoices`: the yearly invoice run, with a line per invoice made. */
import type { Db } from '../db/connection';
import { runYearlyInvoices } from '../db/queries/yearly-invoices';
import { todayInNetherlands } from '../domain/dates';
import type { StaffResult } from './commands';

export async function yearlyInvoices(db: Db, today = todayInNetherlands()): Promise<StaffResult> {
  const run = await runYearlyInvoices(db, today);
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
