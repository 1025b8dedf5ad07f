/**
 * What an invoice is for, as its list and detail name it. Most invoices name their first line (a
 * fee: 'Jaarlijkse registratiebijdrage'); a company's collective yearly invoice has a line per
 * professional, so its first line would name one of hundreds: it says the year and how many.
 */
export interface DescribedLine {
  description: string;
  professionalId: string | null;
}

export function invoiceDescriptionOf(
  invoice: { companyId: string | null; periodFrom: string | null; createdAt: Date },
  lines: readonly DescribedLine[],
): string {
  const perProfessional = lines.filter((line) => line.professionalId !== null).length;
  if (invoice.companyId === null || perProfessional === 0) return lines[0]?.description ?? '';
  const year = invoice.periodFrom?.slice(0, 4) ?? String(invoice.createdAt.getUTCFullYear());
  const who = perProfessional === 1 ? '1 professional' : `${perProfessional} professionals`;
  return `Jaarlijkse registratiebijdrage ${year}: ${who}`;
}
