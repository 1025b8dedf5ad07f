/** Demo data of Mijn tuchtklachten (issue 38): professional@demo.nl has one finished warning. */
import { and, eq, isNull } from 'drizzle-orm';
import { addToDate, todayInNetherlands } from '../../domain/dates';
import type { Db } from '../connection';
import { disciplinaryMeasures, professionals, users } from '../schema';

export async function seedDemoMeasures(db: Db): Promise<void> {
  const [row] = await db
    .select({ professionalId: professionals.id })
    .from(professionals)
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(users.email, 'professional@demo.nl'));
  if (!row) return;
  const [existing] = await db
    .select({ id: disciplinaryMeasures.id })
    .from(disciplinaryMeasures)
    .where(
      and(
        eq(disciplinaryMeasures.professionalId, row.professionalId),
        isNull(disciplinaryMeasures.requestId),
      ),
    );
  if (existing) return;
  const today = todayInNetherlands();
  await db.insert(disciplinaryMeasures).values({
    professionalId: row.professionalId,
    measureType: 'waarschuwing',
    startsAt: addToDate(today, { years: -2 }),
    endsAt: addToDate(today, { years: -1 }),
    reason: 'Dossiervorming niet op orde.',
    decision: 'Het college legt een waarschuwing op wegens onvolledige dossiervorming.',
    published: true,
    recordedBy: 'demo',
  });
}
