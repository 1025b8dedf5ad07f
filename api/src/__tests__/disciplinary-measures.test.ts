/**
 * Mijn tuchtklachten (issue 38): the demo's finished warning, `pnpm staff measure` (parsing, --by,
 * audit, mail), a suspension on the register card and the public card for its period in words, a
 * doorhaling that ends the registration, measures declared in a re-entry request kept off the card,
 * and only the professional's own measures.
 */
import { eq } from 'drizzle-orm';
import { mailsTo } from '../../testing/mail';
import {
  MY_DISCIPLINARY_MEASURES,
  MY_REGISTRATION_CARD,
  REGISTRATION_CARD,
} from '../../testing/professional-operations';
import { withTestApp } from '../../testing/test-app';
import { findProfessionalByUserId, findUserByEmail } from '../db/queries/accounts';
import { disciplinaryMeasures, professionalRequests, registrations } from '../db/schema';
import { addToDate, todayInNetherlands } from '../domain/dates';
import { parseStaffCommand, runStaffCommand } from '../staff/commands';

const t = withTestApp();
const PRO = 'professional@demo.nl';
const OTHER = 'los@demo.nl';
const STAFF = 'medewerker@demo.nl';
const today = todayInNetherlands();
const portal = { endpoint: 'portal' as const };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the JSON answers
type Json = any;

const dutch = (iso: string) => iso.split('-').reverse().join('-');

function staff(args: string[]) {
  const command = parseStaffCommand([...args, '--by', STAFF]);
  expect(command).not.toBeNull();
  return runStaffCommand(t.db, t.config.portalUrl, command!, t.services.mailer, t.audit);
}

async function measuresOf(email: string): Promise<Json[]> {
  const browser = await t.signedIn(email);
  const response = await browser.gql(MY_DISCIPLINARY_MEASURES, {}, portal);
  expect(response.body.errors).toBeUndefined();
  return response.body.data.myDisciplinaryMeasures;
}

async function cards(email: string): Promise<{ own: Json; public: Json }> {
  const browser = await t.signedIn(email);
  const own = (await browser.gql(MY_REGISTRATION_CARD, {}, portal)).body.data.myRegistrationCard;
  const guest = t.browser();
  const publicCard = (await guest.gql(REGISTRATION_CARD, { uuid: own.publicUuid })).body.data
    .registrationCard;
  return { own, public: publicCard };
}

describe('Mijn tuchtklachten', () => {
  it("shows the demo's one finished warning, off the cards", async () => {
    const [warning, ...rest] = await measuresOf(PRO);
    expect(rest).toEqual([]);
    expect(warning).toMatchObject({
      type: { value: 'waarschuwing', label: 'Waarschuwing' },
      state: { value: 'finished', label: 'Afgelopen' },
      published: true,
      decision: expect.stringContaining('waarschuwing'),
    });
    const card = await cards(PRO);
    expect(card.public.disciplinaryMeasures).toEqual([]);
    expect(card.own.statusText).toBe('Geregistreerd: deze registratie is geldig.');
    expect(await measuresOf(OTHER)).toEqual([]);
  });

  it('refuses a wrong measure command, and one without --by, changing nothing', async () => {
    expect(parseStaffCommand(['measure', PRO, 'boete', today, 'Reden'])).toBeNull();
    expect(parseStaffCommand(['measure', PRO, 'schorsing', 'morgen', 'Reden'])).toBeNull();
    expect(parseStaffCommand(['measure', PRO, 'schorsing', today])).toBeNull();
    expect(
      parseStaffCommand(['measure', PRO, 'schorsing', today, addToDate(today, { days: -1 }), 'Reden']),
    ).toBeNull();
    const before = await t.db.select().from(disciplinaryMeasures);
    const withoutBy = await runStaffCommand(
      t.db,
      t.config.portalUrl,
      parseStaffCommand(['measure', PRO, 'schorsing', today, 'Reden'])!,
    );
    expect(withoutBy.ok).toBe(false);
    const noProfessional = await staff(['measure', 'werkgever@demo.nl', 'schorsing', today, 'Reden']);
    expect(noProfessional).toEqual({
      ok: false,
      output: 'Er is geen professional met e-mailadres werkgever@demo.nl. Er is niets gedaan.',
    });
    expect(await t.db.select().from(disciplinaryMeasures)).toHaveLength(before.length);
  });

  it('records a suspension: in force on both cards for its period, in words; mailed and audited', async () => {
    const till = addToDate(today, { months: 3 });
    t.audit.clear();
    const result = await staff(['measure', PRO, 'schorsing', today, till, 'Ernstig', 'plichtsverzuim']);
    expect(result.ok).toBe(true);
    expect(t.audit.entries()).toEqual([
      expect.objectContaining({
        event: 'staff.measure',
        outcome: 'success',
        actor: `staff:${STAFF}`,
        target: PRO,
      }),
    ]);
    const [mail] = await mailsTo(t.db, PRO);
    expect(mail?.subject).toBe('Er is een tuchtrechtelijke maatregel vastgelegd');
    const period = `van ${dutch(today)} tot en met ${dutch(till)}`;
    const card = await cards(PRO);
    const text = `Geschorst ${period}: deze registratie is tijdelijk geschorst.`;
    expect(card.own.statusText).toBe(text);
    expect(card.public.statusText).toBe(text);
    expect(card.public.disciplinaryMeasures).toEqual([{ label: 'Schorsing', startsAt: today, endsAt: till }]);
    const [suspension] = await measuresOf(PRO);
    expect(suspension).toMatchObject({
      type: { value: 'schorsing' },
      state: { value: 'current', label: 'Van kracht' },
      periodText: period,
      decision: 'Ernstig plichtsverzuim',
    });
    // A suspension keeps the registration.
    const professional = await findProfessionalByUserId(t.db, (await findUserByEmail(t.db, PRO))!.id);
    const [registration] = await t.db
      .select()
      .from(registrations)
      .where(eq(registrations.professionalId, professional!.id));
    expect(registration!.status).toBe('approved');
  });

  it('keeps an unpublished berisping and a measure declared in a re-entry request off the cards', async () => {
    expect((await staff(['measure', PRO, 'berisping', today, '--niet-openbaar', 'Onzorgvuldig'])).ok).toBe(
      true,
    );
    const professional = await findProfessionalByUserId(t.db, (await findUserByEmail(t.db, PRO))!.id);
    const [request] = await t.db
      .insert(professionalRequests)
      .values({ professionalId: professional!.id, kind: 'reenter', status: 'draft' })
      .returning();
    await t.db.insert(disciplinaryMeasures).values({
      professionalId: professional!.id,
      requestId: request!.id,
      measureType: 'doorhaling',
      startsAt: '2015-01-01',
    });
    const card = await cards(PRO);
    expect(card.public.disciplinaryMeasures.map((measure: Json) => measure.label)).toEqual(['Schorsing']);
    const mine = await measuresOf(PRO);
    expect(mine.map((measure: Json) => measure.type.value)).toEqual([
      'berisping',
      'schorsing',
      'waarschuwing',
    ]);
    expect(mine[0].published).toBe(false);
  });

  it('a doorhaling ends the registration and says so on the cards', async () => {
    const result = await staff(['measure', OTHER, 'doorhaling', today, 'Doorhaling', 'na', 'uitspraak']);
    expect(result.ok).toBe(true);
    expect(result.output).toContain('de registratie is beëindigd');
    const professional = await findProfessionalByUserId(t.db, (await findUserByEmail(t.db, OTHER))!.id);
    const [registration] = await t.db
      .select()
      .from(registrations)
      .where(eq(registrations.professionalId, professional!.id));
    expect(registration!.status).toBe('unsubscribed');
    const card = await cards(OTHER);
    expect(card.public.statusText).toBe(
      'Doorgehaald: deze registratie is beëindigd door een tuchtrechtelijke maatregel.',
    );
    const [mail] = await mailsTo(t.db, OTHER);
    expect(mail?.subject).toBe('Er is een tuchtrechtelijke maatregel vastgelegd');
  });
});
