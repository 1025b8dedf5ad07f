/**
 * Saving a wizard step (issue 41): only while the status allows it, with the condition in the same
 * UPDATE, so a save racing a submit cannot change answers after they were validated; keys a step does
 * not know are dropped; only open chambers' targets; id arguments must be uuids (Dutch 422).
 */
import { eq } from 'drizzle-orm';
import { withTestApp } from '../../testing/test-app';
import {
  SAVE_REGISTRATION_STEP,
  SUBMIT_REGISTRATION,
  CREATE_REGISTRATION,
} from '../../testing/professional-operations';
import { saveStepData } from '../db/queries/registration-workflow';
import { professionals, registrationItems, registrations, registrationTargets, users } from '../db/schema';
import { todayInNetherlands } from '../domain/dates';
import { EDITABLE_STATUSES } from '../domain/statuses';
import { INVALID_ID_MESSAGE } from '../graphql-errors';
import { CLOSED_CHAMBER_MESSAGE, NOT_EDITABLE_MESSAGE } from '../schema/registration-application';

const t = withTestApp();
const portal = { endpoint: 'portal' as const };

async function conceptItem() {
  const [row] = await t.db
    .select({ item: registrationItems })
    .from(registrationItems)
    .innerJoin(registrations, eq(registrations.id, registrationItems.registrationId))
    .innerJoin(professionals, eq(professionals.id, registrations.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(users.email, 'concept@demo.nl'));
  return row!.item;
}

async function targetId(systemLabel: string): Promise<string> {
  const [row] = await t.db
    .select({ id: registrationTargets.id })
    .from(registrationTargets)
    .where(eq(registrationTargets.systemLabel, systemLabel));
  return row!.id;
}

describe('saving a step', () => {
  it('does not write once the item left an editable status, in the UPDATE itself', async () => {
    const item = await conceptItem();
    await t.db.update(registrationItems).set({ status: 'pending' }).where(eq(registrationItems.id, item.id));
    try {
      // The resolver read the item while it was a draft; the statement still refuses.
      const saved = await saveStepData(
        t.db,
        item.id,
        EDITABLE_STATUSES,
        'persoonsgegevens',
        { placeOfBirth: 'X' },
        2,
      );
      expect(saved).toBeNull();
      const [after] = await t.db.select().from(registrationItems).where(eq(registrationItems.id, item.id));
      expect(after!.data).toEqual(item.data);
      expect(after!.updatedAt).toEqual(item.updatedAt);
      const browser = await t.signedIn('concept@demo.nl');
      const refused = await browser.gql(
        SAVE_REGISTRATION_STEP,
        { uuid: item.id, step: 'persoonsgegevens', data: { placeOfBirth: 'X' }, isDraft: 1 },
        portal,
      );
      expect(refused.body.errors[0].extensions.validation).toEqual({ uuid: [NOT_EDITABLE_MESSAGE] });
    } finally {
      await t.db
        .update(registrationItems)
        .set({ status: item.status })
        .where(eq(registrationItems.id, item.id));
    }
  });

  it('drops keys the step does not know', async () => {
    const item = await conceptItem();
    const browser = await t.signedIn('concept@demo.nl');
    const saved = await browser.gql(
      SAVE_REGISTRATION_STEP,
      {
        uuid: item.id,
        step: 'persoonsgegevens',
        data: { placeOfBirth: 'Utrecht', isAdmin: true, status: 'approved', __proto__x: 1 },
        isDraft: 1,
      },
      portal,
    );
    expect(saved.body.errors).toBeUndefined();
    const [after] = await t.db.select().from(registrationItems).where(eq(registrationItems.id, item.id));
    expect((after!.data as Record<string, unknown>).persoonsgegevens).toEqual({ placeOfBirth: 'Utrecht' });
  });

  it("accepts only open chambers' targets", async () => {
    const item = await conceptItem();
    const browser = await t.signedIn('concept@demo.nl');
    const closed = await browser.gql(
      SAVE_REGISTRATION_STEP,
      { uuid: item.id, step: 'keuze', data: { registrationTargetUuid: await targetId('jeugdzorgwerker') } },
      portal,
    );
    expect(closed.body.errors[0].extensions.validation).toEqual({
      registrationTargetUuid: [CLOSED_CHAMBER_MESSAGE],
    });
    const [after] = await t.db.select().from(registrationItems).where(eq(registrationItems.id, item.id));
    expect(after!.registrationTargetId).toBe(item.registrationTargetId);
    const open = await browser.gql(
      SAVE_REGISTRATION_STEP,
      { uuid: item.id, step: 'keuze', data: { registrationTargetUuid: await targetId('master-psycholoog') } },
      portal,
    );
    expect(open.body.errors).toBeUndefined();
    await t.db
      .update(registrationItems)
      .set({ registrationTargetId: item.registrationTargetId, data: item.data })
      .where(eq(registrationItems.id, item.id));
  });

  it('refuses a closed chamber for a new application too', async () => {
    const browser = await t.signedIn('afgewezen@demo.nl');
    const created = await browser.gql(
      CREATE_REGISTRATION,
      { registrationTargetUuid: await targetId('jeugdzorgwerker') },
      portal,
    );
    expect(created.body.errors[0].extensions.validation).toEqual({
      registrationTargetUuid: [CLOSED_CHAMBER_MESSAGE],
    });
  });
});

describe('id arguments', () => {
  it('answers a VOG mediaUuid that is not a uuid with a Dutch validation error', async () => {
    const item = await conceptItem();
    const browser = await t.signedIn('concept@demo.nl');
    const response = await browser.gql(
      SAVE_REGISTRATION_STEP,
      { uuid: item.id, step: 'vog', data: { issuedOn: todayInNetherlands(), mediaUuid: 'geen-uuid' } },
      portal,
    );
    expect(response.body.errors[0].extensions).toEqual({
      code: 422,
      validation: { mediaUuid: [INVALID_ID_MESSAGE] },
    });
    expect(t.errors.entries()).toEqual([]);
  });

  it('refuses an application id that is not a uuid, changing nothing', async () => {
    const browser = await t.signedIn('concept@demo.nl');
    for (const [query, variables, name] of [
      [SUBMIT_REGISTRATION, { uuid: "1' OR '1'='1" }, 'uuid'],
      [SAVE_REGISTRATION_STEP, { uuid: 'x', step: 'keuze', data: {} }, 'uuid'],
    ] as const) {
      const response = await browser.gql(query, variables, portal);
      expect(response.body.errors[0].extensions).toEqual({
        code: 422,
        validation: { [name]: [INVALID_ID_MESSAGE] },
      });
    }
    expect(t.errors.entries()).toEqual([]);
  });
});
