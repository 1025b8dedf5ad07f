/**
 * What `pnpm test:reliability` (scripts/reliability.mjs) prepares in its own database and checks
 * afterwards, written against the api's own schema so a change there is what the script uses.
 *
 * The preparation is not what is tested, so it goes straight to the database: professionals with an
 * application complete up to its submission (every step, a diploma with its copy, a VOG with its file,
 * no fee in the first year) and a signed-in session each, made in bulk. The submissions themselves go
 * through nginx and the api processes, as a browser's would.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../src/db/connection';
import {
  diplomas,
  diplomaTypes,
  medias,
  outbox,
  professionals,
  registrationItems,
  registrations,
  registrationStatusChanges,
  registrationTargets,
  sessions,
  users,
  vogRecords,
} from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed/demo-data';
import { addToDate, todayInNetherlands } from '../src/domain/dates';
import { stepNumber } from '../src/domain/registration-steps';
import { hashPassword } from '../src/security/password';
import { randomToken, sha256 } from '../src/security/tokens';
import { xsrfTokenFor } from '../src/security/xsrf';

export interface ReadyDraft {
  email: string;
  userId: string;
  itemId: string;
  /** The Cookie and X-XSRF-TOKEN headers of the professional's session. */
  headers: Record<string, string>;
}

let passwordHash: string | undefined;

/** `count` professionals `<prefix>-<n>@betrouwbaarheid.test`, each with an application ready to submit. */
export async function createReadyDrafts(
  db: Db,
  appKey: string,
  prefix: string,
  count: number,
): Promise<ReadyDraft[]> {
  passwordHash ??= await hashPassword(DEMO_PASSWORD);
  const hash = passwordHash;
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: registrationTargets.id })
      .from(registrationTargets)
      .where(eq(registrationTargets.systemLabel, 'jeugd-en-gezinsprofessional'));
    const [diplomaType] = await tx.select({ id: diplomaTypes.id }).from(diplomaTypes).limit(1);
    if (!target || !diplomaType) throw new Error('De referentiegegevens ontbreken.');
    const vogIssuedOn = addToDate(todayInNetherlands(), { days: -10 });
    const people = Array.from({ length: count }, (_, n) => `${prefix}-${n}@betrouwbaarheid.test`);
    const userRows = await tx
      .insert(users)
      .values(
        people.map((email) => ({
          email,
          passwordHash: hash,
          userType: 'professional' as const,
          isVerified: true,
          initials: 'T.',
          firstName: 'Test',
          lastName: 'Betrouwbaarheid',
        })),
      )
      .returning({ id: users.id, email: users.email });
    const professionalRows = await tx
      .insert(professionals)
      .values(userRows.map((user) => ({ userId: user.id })))
      .returning({ id: professionals.id, userId: professionals.userId });
    const registrationRows = await tx
      .insert(registrations)
      .values(
        professionalRows.map((professional) => ({
          professionalId: professional.id,
          status: 'draft' as const,
        })),
      )
      .returning({ id: registrations.id, professionalId: registrations.professionalId });
    const diplomaRows = await tx
      .insert(diplomas)
      .values(
        professionalRows.map((professional) => ({
          professionalId: professional.id,
          diplomaTypeId: diplomaType.id,
          diplomaEducationLabel: 'Pedagogiek',
          diplomaEducatorLabel: 'Hogeschool',
          diplomaCity: 'Utrecht',
          diplomaDate: '2018-07-01',
        })),
      )
      .returning({ id: diplomas.id, professionalId: diplomas.professionalId });
    const drafts: ReadyDraft[] = [];
    const items: (typeof registrationItems.$inferInsert)[] = [];
    const files: (typeof medias.$inferInsert)[] = [];
    const sessionRows: (typeof sessions.$inferInsert)[] = [];
    userRows.forEach((user, n) => {
      const professional = professionalRows[n]!;
      const registration = registrationRows.find((row) => row.professionalId === professional.id)!;
      const diploma = diplomaRows.find((row) => row.professionalId === professional.id)!;
      const itemId = randomUUID();
      const vogFile = randomUUID();
      items.push({
        id: itemId,
        registrationId: registration.id,
        registrationTargetId: target.id,
        status: 'draft',
        state: { step: stepNumber('overzicht') },
        data: {
          keuze: { registrationTargetUuid: target.id },
          persoonsgegevens: { dateOfBirth: '1994-05-17', placeOfBirth: 'Amersfoort', gender: 'vrouw' },
          vog: { issuedOn: vogIssuedOn, mediaUuid: vogFile },
          verklaringen: { truthful: 1, privacy: 1 },
        },
      });
      const file = { filename: 'kopie.pdf', mimeType: 'application/pdf', sizeBytes: 1, ownerUserId: user.id };
      files.push({ ...file, modelType: 'diploma', modelId: diploma.id, collection: 'default' });
      files.push({ ...file, id: vogFile, modelType: 'registrationItem', modelId: itemId, collection: 'vog' });
      const rawId = randomToken();
      sessionRows.push({ idHash: sha256(rawId), userId: user.id });
      const xsrf = xsrfTokenFor(appKey, { kind: 'session', id: rawId });
      drafts.push({
        email: user.email,
        userId: user.id,
        itemId,
        headers: {
          cookie: `portal_session=${encodeURIComponent(rawId)}; XSRF-TOKEN=${encodeURIComponent(xsrf)}`,
          'x-xsrf-token': xsrf,
        },
      });
    });
    await tx.insert(registrationItems).values(items);
    await tx.insert(medias).values(files);
    await tx.insert(sessions).values(sessionRows);
    return drafts;
  });
}

export interface SubmitCheck {
  /** Items pending with every row of the submission: one transition, one VOG, the registration, one mail. */
  complete: number;
  /** Items still a draft with none of those rows. */
  untouched: number;
  /** Items with some of the submission's rows but not all (must be 0). */
  partial: string[];
  /** Items or professionals with a row of the submission more than once (must be 0). */
  duplicated: string[];
  /** Acknowledged submissions (the client got `pending`) not found complete (must be 0). */
  lostAcknowledged: string[];
}

/** Holds every item of `drafts` to all-or-nothing and exactly-once; `acknowledged` must be complete. */
export async function checkSubmissions(
  db: Db,
  drafts: readonly ReadyDraft[],
  acknowledged: ReadonlySet<string>,
): Promise<SubmitCheck> {
  const itemIds = drafts.map((draft) => draft.itemId);
  const itemRows = await db
    .select({
      id: registrationItems.id,
      status: registrationItems.status,
      registrationStatus: registrations.status,
      professionalId: registrations.professionalId,
    })
    .from(registrationItems)
    .innerJoin(registrations, eq(registrations.id, registrationItems.registrationId))
    .where(inArray(registrationItems.id, itemIds));
  const changes = await db
    .select({ itemId: registrationStatusChanges.registrationItemId, n: sql<number>`count(*)::int` })
    .from(registrationStatusChanges)
    .where(
      and(
        inArray(registrationStatusChanges.registrationItemId, itemIds),
        eq(registrationStatusChanges.toStatus, 'pending'),
      ),
    )
    .groupBy(registrationStatusChanges.registrationItemId);
  const vogs = await db
    .select({ professionalId: vogRecords.professionalId, n: sql<number>`count(*)::int` })
    .from(vogRecords)
    .where(
      and(
        inArray(
          vogRecords.professionalId,
          itemRows.map((row) => row.professionalId),
        ),
        eq(vogRecords.recordedBy, 'aanvraag'),
      ),
    )
    .groupBy(vogRecords.professionalId);
  const mails = await db
    .select({ to: outbox.to, n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(
      inArray(
        outbox.to,
        drafts.map((draft) => draft.email),
      ),
    )
    .groupBy(outbox.to);
  const changeCount = new Map(changes.map((row) => [row.itemId, row.n]));
  const vogCount = new Map(vogs.map((row) => [row.professionalId, row.n]));
  const mailCount = new Map(mails.map((row) => [row.to, row.n]));
  const check: SubmitCheck = { complete: 0, untouched: 0, partial: [], duplicated: [], lostAcknowledged: [] };
  for (const draft of drafts) {
    const item = itemRows.find((row) => row.id === draft.itemId);
    const counts = [
      changeCount.get(draft.itemId) ?? 0,
      item ? (vogCount.get(item.professionalId) ?? 0) : 0,
      mailCount.get(draft.email) ?? 0,
    ];
    const pending = item?.status === 'pending' && item.registrationStatus === 'pending';
    const draftStill = item?.status === 'draft' && item.registrationStatus === 'draft';
    if (counts.some((n) => n > 1)) check.duplicated.push(draft.email);
    if (pending && counts.every((n) => n === 1)) check.complete += 1;
    else if (draftStill && counts.every((n) => n === 0)) check.untouched += 1;
    else if (!counts.some((n) => n > 1)) check.partial.push(draft.email);
    if (acknowledged.has(draft.itemId) && !(pending && counts.every((n) => n === 1))) {
      check.lostAcknowledged.push(draft.email);
    }
  }
  return check;
}

/** How many users exist per address: every acknowledged creation exactly once. */
export async function usersPerEmail(db: Db, emails: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ email: users.email, n: sql<number>`count(*)::int` })
    .from(users)
    .where(inArray(users.email, [...emails]))
    .groupBy(users.email);
  return new Map(rows.map((row) => [row.email, row.n]));
}

/** `count` uploads by `email` that no record took over, made two days ago: the clean-up's work. */
export async function plantUnattachedUploads(db: Db, email: string, count: number): Promise<string[]> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!owner) throw new Error(`Geen gebruiker ${email}.`);
  const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000);
  const rows = await db
    .insert(medias)
    .values(
      Array.from({ length: count }, () => ({
        modelType: 'upload',
        modelId: randomUUID(),
        filename: 'achtergelaten.pdf',
        ownerUserId: owner.id,
        createdAt: twoDaysAgo,
        updatedAt: twoDaysAgo,
      })),
    )
    .returning({ id: medias.id });
  return rows.map((row) => row.id);
}

/** The same (address, subject) mailed more than once anywhere in the outbox (must be none). */
export async function duplicateMails(db: Db): Promise<{ to: string; subject: string; n: number }[]> {
  const result = await db.execute(sql`
    SELECT "to", subject, count(*)::int AS n FROM outbox GROUP BY "to", subject HAVING count(*) > 1`);
  return (result as unknown as { rows: { to: string; subject: string; n: number }[] }).rows;
}
