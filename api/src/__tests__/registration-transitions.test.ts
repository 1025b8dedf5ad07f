import { eq } from 'drizzle-orm';
import { withTestApp } from '../../testing/test-app';
import { changeItemStatus } from '../db/queries/registration-workflow';
import {
  registrationItems,
  registrationStatusChanges,
  registrations,
  professionals,
  users,
} from '../db/schema';
import {
  assertTransition,
  findTransition,
  REGISTRATION_TRANSITIONS,
  TransitionError,
  type TransitionActor,
} from '../domain/registration-transitions';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '../domain/statuses';

const t = withTestApp();

const ACTORS: TransitionActor[] = ['professional', 'staff', 'system'];

async function itemWithStatus(status: RegistrationStatus): Promise<string> {
  const [professional] = await t.db
    .select({ id: professionals.id })
    .from(professionals)
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(users.email, 'nieuw@demo.nl'));
  const [registration] = await t.db
    .insert(registrations)
    .values({ professionalId: professional!.id, status })
    .returning();
  const [item] = await t.db
    .insert(registrationItems)
    .values({ registrationId: registration!.id, status })
    .returning();
  return item!.id;
}

async function statusOf(itemId: string) {
  const [row] = await t.db
    .select({ item: registrationItems.status, registration: registrations.status })
    .from(registrationItems)
    .innerJoin(registrations, eq(registrations.id, registrationItems.registrationId))
    .where(eq(registrationItems.id, itemId));
  return row!;
}

describe('the transition table', () => {
  it('holds the changes of the issue, each for its actor', () => {
    expect(REGISTRATION_TRANSITIONS.map(({ from, to }) => `${from}>${to}`)).toEqual(
      expect.arrayContaining([
        'draft>pending',
        'incomplete>pending',
        'pending>approved',
        'pending>rejected',
        'pending>incomplete',
        'approved>expired',
        'approved>unsubscribed',
        'approved>switched',
      ]),
    );
    expect(findTransition('draft', 'pending', 'staff')).toBeNull();
    expect(findTransition('pending', 'approved', 'professional')).toBeNull();
  });

  it('refuses every change it does not list, in Dutch', () => {
    for (const from of REGISTRATION_STATUSES) {
      for (const to of REGISTRATION_STATUSES) {
        for (const actor of ACTORS) {
          if (findTransition(from, to, actor)) continue;
          expect(() => assertTransition(from, to, actor, 'reden')).toThrow(TransitionError);
          expect(() => assertTransition(from, to, actor, 'reden')).toThrow(/kan niet naar/);
        }
      }
    }
  });
});

describe('changing a status in the database', () => {
  it.each(
    REGISTRATION_TRANSITIONS.map(
      (transition) => [transition.from, transition.to, transition.by[0]!] as const,
    ),
  )('allows %s → %s (by %s) and records it', async (from, to, actor) => {
    const itemId = await itemWithStatus(from);
    const item = await changeItemStatus(t.db, {
      itemId,
      to,
      actor,
      changedBy: 'test',
      reason: 'Omdat het moet.',
    });
    expect(item.status).toBe(to);
    expect(await statusOf(itemId)).toEqual({ item: to, registration: to });
    const history = await t.db
      .select()
      .from(registrationStatusChanges)
      .where(eq(registrationStatusChanges.registrationItemId, itemId));
    expect(history).toEqual([expect.objectContaining({ fromStatus: from, toStatus: to, changedBy: 'test' })]);
  });

  it.each([
    ['draft', 'approved', 'staff'],
    ['pending', 'approved', 'professional'],
    ['rejected', 'pending', 'professional'],
    ['approved', 'draft', 'staff'],
    ['expired', 'approved', 'staff'],
    ['incomplete', 'approved', 'staff'],
  ] as const)('refuses %s → %s (by %s) and changes nothing', async (from, to, actor) => {
    const itemId = await itemWithStatus(from);
    await expect(
      changeItemStatus(t.db, { itemId, to, actor, changedBy: 'test', reason: 'x' }),
    ).rejects.toThrow(TransitionError);
    expect(await statusOf(itemId)).toEqual({ item: from, registration: from });
    expect(
      await t.db
        .select()
        .from(registrationStatusChanges)
        .where(eq(registrationStatusChanges.registrationItemId, itemId)),
    ).toHaveLength(0);
  });

  it('asks staff for a reason to reject or ask more', async () => {
    const itemId = await itemWithStatus('pending');
    await expect(
      changeItemStatus(t.db, { itemId, to: 'rejected', actor: 'staff', changedBy: 'test', reason: ' ' }),
    ).rejects.toThrow('Geef een reden op');
    expect((await statusOf(itemId)).item).toBe('pending');
  });

  it('gives an approved registration a number and a five-year period', async () => {
    const itemId = await itemWithStatus('pending');
    const item = await changeItemStatus(t.db, { itemId, to: 'approved', actor: 'staff', changedBy: 'test' });
    expect(item.fromDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number(item.tillDate!.slice(0, 4)) - Number(item.fromDate!.slice(0, 4))).toBe(5);
    const [registration] = await t.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, item.registrationId));
    expect(registration!.registrationNumber).toMatch(/^\d+$/);
  });
});
