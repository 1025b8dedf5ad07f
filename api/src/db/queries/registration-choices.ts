/** The chambers and targets a new application may choose, with the fee of the first year. */
import { asc, eq, isNull, or, gt } from 'drizzle-orm';
import type { Db } from '../connection';
import { fees, registrationBranches, registrationTargets } from '../schema';

export async function openTargets(db: Db, today: string) {
  const rows = await db
    .select({
      target: registrationTargets,
      branchLabel: registrationBranches.label,
      feeCents: fees.amountCents,
    })
    .from(registrationTargets)
    .innerJoin(registrationBranches, eq(registrationBranches.value, registrationTargets.branchValue))
    .leftJoin(fees, eq(fees.code, registrationTargets.firstYearFeeCode))
    // A closed chamber (Jeugdzorgwerkers since 2023) takes no new applications.
    .where(or(isNull(registrationBranches.closedOn), gt(registrationBranches.closedOn, today)))
    .orderBy(asc(registrationTargets.sortOrder));
  return rows.map((row) => ({
    ...row.target,
    branchLabel: row.branchLabel,
    firstYearFeeCents: row.feeCents ?? 0,
  }));
}
