// The one-statement read of a professional's records (issue 8) must give exactly what the separate
// reads give: same rows, same types (Dates, date strings, jsonb), same order. Reads asked for at the
// same time share one statement, and each still gets its own record.
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { findProfessionalByUserId } from '../db/queries/accounts';
import { loadProfessionalFile } from '../db/queries/professional-file';
import { latestTrainingAdvice, requestsOfProfessional } from '../db/queries/professional-records';
import { loadRegistrations } from '../db/queries/registrations';
import { professionalRequests, professionals, registrationItems, trainingAdvices, users } from '../db/schema';
import { TRAINING_ADVICE_STATUSES } from '../domain/statuses';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function separateReads(userId: string) {
  const professional = await findProfessionalByUserId(t.db, userId);
  if (!professional) return null;
  return {
    professional,
    registrations: await loadRegistrations(t.db, professional.id),
    trainingAdvice: await latestTrainingAdvice(t.db, professional.id),
    requests: await requestsOfProfessional(t.db, professional.id),
  };
}

describe('loadProfessionalFile', () => {
  it('equals the separate reads for every professional, with advice, requests and item state', async () => {
    const [first] = await t.db
      .select({ id: professionals.id })
      .from(professionals)
      .innerJoin(users, eq(users.id, professionals.userId))
      .where(eq(users.email, 'professional@demo.nl'));
    const id = first!.id;
    await t.db.insert(trainingAdvices).values([
      {
        professionalId: id,
        status: TRAINING_ADVICE_STATUSES[0],
        createdAt: new Date('2025-01-01T10:00:00Z'),
      },
      {
        professionalId: id,
        status: TRAINING_ADVICE_STATUSES[0],
        createdAt: new Date('2025-03-01T10:00:00Z'),
      },
    ]);
    await t.db.insert(professionalRequests).values([
      { professionalId: id, kind: 'reenter', status: 'draft', data: { reden: 'x', lijst: [1, 2] } },
      { professionalId: id, kind: 'branchSwitch', status: 'pending', motivation: 'Andere kamer' },
    ]);
    await t.db
      .update(registrationItems)
      .set({ state: { step: 3 }, unsubscribedAt: new Date('2025-06-30T22:00:00.123Z'), data: { a: 'b' } })
      .where(eq(registrationItems.status, 'approved'));

    const everyone = await t.db.select({ userId: professionals.userId }).from(professionals);
    expect(everyone.length).toBeGreaterThan(3);
    for (const { userId } of everyone) {
      expect(await loadProfessionalFile(t.db, userId)).toEqual(await separateReads(userId));
    }
    const file = await loadProfessionalFile(t.db, await userOf(id));
    expect(file?.requests).toHaveLength(2);
    expect(file?.trainingAdvice?.createdAt).toEqual(new Date('2025-03-01T10:00:00Z'));
    // Every professional of the demo data (several hundred), each read both ways one after the
    // other: on two busy cores that took longer than the default 30 s once (session 29's CI run).
  }, 120_000);

  it('answers null for a user that is not a professional', async () => {
    const [employer] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'werkgever@demo.nl'));
    expect(await loadProfessionalFile(t.db, employer!.id)).toBeNull();
  });

  it('reads concurrent requests in one statement, each getting its own record', async () => {
    const everyone = await t.db.select({ userId: professionals.userId }).from(professionals);
    const [employer] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'werkgever@demo.nl'));
    const asked = [...everyone.map((row) => row.userId), employer!.id, everyone[0]!.userId];
    const before = t.queries.count;
    const files = await Promise.all(asked.map((userId) => loadProfessionalFile(t.db, userId)));
    expect(t.queries.count - before).toBe(1);
    // Each caller's record equals that user's file read alone (a batch of one), which the first test
    // holds equal to the separate reads.
    for (const [index, userId] of asked.entries()) {
      expect(files[index]?.professional.userId ?? null).toBe(userId === employer!.id ? null : userId);
      expect(files[index]).toEqual(await loadProfessionalFile(t.db, userId));
    }
    // The same user asked twice: two records, not one shared between two requests.
    expect(files.at(-1)).not.toBe(files[0]);
    expect(files.at(-1)?.registrations).not.toBe(files[0]?.registrations);
  });

  it('fails every request of a batch whose statement fails, and reads the next batch afresh', async () => {
    const failing = [loadProfessionalFile(t.db, 'geen-uuid'), loadProfessionalFile(t.db, 'ook-geen-uuid')];
    await expect(
      Promise.all(
        failing.map((read) =>
          read.then(
            () => 'read',
            () => 'failed',
          ),
        ),
      ),
    ).resolves.toEqual(['failed', 'failed']);
    const [first] = await t.db.select({ userId: professionals.userId }).from(professionals);
    expect(await loadProfessionalFile(t.db, first!.userId)).toEqual(await separateReads(first!.userId));
  });
});

async function userOf(professionalId: string): Promise<string> {
  const [row] = await t.db
    .select({ userId: professionals.userId })
    .from(professionals)
    .where(eq(professionals.id, professionalId));
  return row!.userId;
}
