/**
 * What each wizard step takes, on the server (the same rules the wizard's form uses): hours as
 * numbers within bounds, a date of birth at least 16 years back, the diploma step only with a diploma.
 * A file of its own: every test here starts from concept@demo.nl's draft as the demo data has it.
 */
import { eq } from 'drizzle-orm';
import { withTestApp } from '../../testing/test-app';
import { REGISTRATION_ITEM, SAVE_REGISTRATION_STEP } from '../../testing/professional-operations';
import { professionals, registrationItems, registrations, users } from '../db/schema';
import { addToDate, todayInNetherlands } from '../domain/dates';

const t = withTestApp();

const portal = { endpoint: 'portal' as const };

async function signedIn(email: string) {
  const browser = t.browser();
  await browser.login(email);
  return browser;
}

async function draftItemOf(email: string): Promise<string> {
  const [row] = await t.db
    .select({ id: registrationItems.id })
    .from(registrationItems)
    .innerJoin(registrations, eq(registrations.id, registrationItems.registrationId))
    .innerJoin(professionals, eq(professionals.id, registrations.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(users.email, email));
  return row!.id;
}

describe('the answers of a step, held to their bounds on the server', () => {
  it('refuses hours that are no number or out of bounds, with a Dutch message, and saves nothing', async () => {
    const browser = await signedIn('concept@demo.nl');
    const uuid = await draftItemOf('concept@demo.nl');
    const before = (await browser.gql(REGISTRATION_ITEM, { uuid }, portal)).body.data.registrationItem.data;
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ hoursPerWeek: 'dertig' }, { hoursPerWeek: ['Vul een getal in.'] }],
      [{ hoursPerWeek: -5 }, { hoursPerWeek: ['De waarde moet minimaal 0 zijn.'] }],
      [{ hoursPerWeek: '61' }, { hoursPerWeek: ['De waarde mag niet groter zijn dan 60.'] }],
      [{ hoursTotal: 12.5 }, { hoursTotal: ['Vul een geheel getal in.'] }],
      [{ hoursTotal: -1 }, { hoursTotal: ['De waarde moet minimaal 0 zijn.'] }],
    ];
    for (const [data, validation] of cases) {
      for (const isDraft of [1, 0]) {
        const refused = await browser.gql(
          SAVE_REGISTRATION_STEP,
          { uuid, step: 'werkervaring', data, isDraft },
          portal,
        );
        expect(refused.body.errors[0].extensions.validation).toEqual(validation);
      }
    }
    const after = (await browser.gql(REGISTRATION_ITEM, { uuid }, portal)).body.data.registrationItem.data;
    expect(after).toEqual(before);
    const fine = await browser.gql(
      SAVE_REGISTRATION_STEP,
      { uuid, step: 'werkervaring', data: { hoursPerWeek: 30, hoursTotal: 4000 } },
      portal,
    );
    expect(fine.body.errors).toBeUndefined();
  });

  it('takes a date of birth only at least 16 years back', async () => {
    const browser = await signedIn('concept@demo.nl');
    const uuid = await draftItemOf('concept@demo.nl');
    const today = todayInNetherlands();
    const answers = { placeOfBirth: 'Zwolle', gender: 'vrouw' };
    for (const dateOfBirth of [today, addToDate(today, { years: -15 }), addToDate(today, { days: 3 })]) {
      const refused = await browser.gql(
        SAVE_REGISTRATION_STEP,
        { uuid, step: 'persoonsgegevens', data: { ...answers, dateOfBirth }, isDraft: 1 },
        portal,
      );
      expect(refused.body.errors[0].extensions.validation).toEqual({
        dateOfBirth: ['De geboortedatum moet minstens 16 jaar geleden zijn.'],
      });
    }
    const sixteen = await browser.gql(
      SAVE_REGISTRATION_STEP,
      { uuid, step: 'persoonsgegevens', data: { ...answers, dateOfBirth: addToDate(today, { years: -16 }) } },
      portal,
    );
    expect(sixteen.body.errors).toBeUndefined();
  });

  it('saves the diploma step in full only with a diploma and its copy', async () => {
    const browser = await signedIn('concept@demo.nl');
    const uuid = await draftItemOf('concept@demo.nl');
    const full = await browser.gql(SAVE_REGISTRATION_STEP, { uuid, step: 'diplomas', data: {} }, portal);
    expect(full.body.errors[0].extensions.validation).toEqual({
      diplomas: ['Voeg minstens één diploma met een kopie toe.'],
    });
    // As a draft the step may be left unfinished, as any other.
    const draft = await browser.gql(
      SAVE_REGISTRATION_STEP,
      { uuid, step: 'diplomas', data: {}, isDraft: 1 },
      portal,
    );
    expect(draft.body.errors).toBeUndefined();
  });
});
