/**
 * The employer's overview reads link_register_facts (migration 0140), rows the triggers write with
 * every change that moves them. After each kind of change the table must equal what the facts'
 * source view computes from the records themselves, and the overview must show the change: a
 * registration's status, its period, the open re-registration round, a measure, a name, the
 * link's consent and its end, and a new link.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  approvedRegistrationOf,
  PORTAL,
  withEmployerPortfolio,
  type ApprovedRegistration,
} from '../../testing/employer-portfolio';
import { COMPANY_PROFESSIONALS } from '../../testing/employer-operations';
import {
  companyEmployees,
  companyProfessionalLinks,
  disciplinaryMeasures,
  registrationItems,
  registrations,
  users,
} from '../db/schema';
import { addToDate, todayInNetherlands } from '../domain/dates';

const t = withEmployerPortfolio();
const portal = PORTAL;

/** Rows in the table and not in the view, or the other way round: none when the triggers kept up. */
async function staleFacts(): Promise<unknown[]> {
  const result = await t.db.execute(sql`
    (SELECT 'table' AS side, * FROM (SELECT * FROM link_register_facts EXCEPT SELECT * FROM link_register_facts_source) a)
    UNION ALL
    (SELECT 'source' AS side, * FROM (SELECT * FROM link_register_facts_source EXCEPT SELECT * FROM link_register_facts) b)`);
  return (result as unknown as { rows: unknown[] }).rows;
}

type Subject = ApprovedRegistration;

/** professional@demo.nl: linked to werkgever@demo.nl with consent, registered, a round open. */
const subject = (): Promise<Subject> => approvedRegistrationOf(t.db, 'professional@demo.nl');

/** The link between werkgever@demo.nl's company and the subject: the overview the test reads. */
async function employerLink(person: Subject) {
  const [link] = await t.db
    .select({ id: companyProfessionalLinks.id, companyId: companyProfessionalLinks.companyId })
    .from(companyProfessionalLinks)
    .innerJoin(companyEmployees, eq(companyEmployees.companyId, companyProfessionalLinks.companyId))
    .innerJoin(users, eq(users.id, companyEmployees.userId))
    .where(
      and(
        eq(users.email, 'werkgever@demo.nl'),
        eq(companyProfessionalLinks.professionalId, person.professionalId),
        eq(companyProfessionalLinks.status, 'active'),
      ),
    );
  return link!;
}

async function overviewRow(search: string) {
  const employer = await t.signedIn('werkgever@demo.nl');
  const { body } = await employer.gql(COMPANY_PROFESSIONALS, { search }, portal);
  return body.data.companyProfessionals.nodes[0] ?? null;
}

describe('link_register_facts', () => {
  it('holds exactly what the records say after the seed', async () => {
    expect(await staleFacts()).toEqual([]);
    const count = async (statement: ReturnType<typeof sql>) =>
      ((await t.db.execute(statement)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    const facts = await count(sql`SELECT count(*)::int AS n FROM link_register_facts`);
    const open = await count(
      sql`SELECT count(*)::int AS n FROM company_professional_links WHERE status IN ('requested', 'active')`,
    );
    expect(facts).toBe(open);
  });

  it("follows the registration's status and period", async () => {
    const person = await subject();
    const before = await overviewRow(person.number);
    expect(before.status.value).toBe('registered');

    const [period] = await t.db
      .select({ id: registrationItems.id, tillDate: registrationItems.tillDate })
      .from(registrationItems)
      .where(
        and(
          eq(registrationItems.registrationId, person.registrationId),
          eq(registrationItems.status, 'approved'),
        ),
      );
    const later = addToDate(period!.tillDate!, { years: 1 });
    await t.db.update(registrationItems).set({ tillDate: later }).where(eq(registrationItems.id, period!.id));
    expect(await staleFacts()).toEqual([]);
    expect((await overviewRow(person.number)).validUntil).toBe(later);

    // A period ended yesterday: the same stored facts say 'Verlopen' from today on.
    const yesterday = addToDate(todayInNetherlands(), { days: -1 });
    await t.db
      .update(registrationItems)
      .set({ tillDate: yesterday })
      .where(eq(registrationItems.id, period!.id));
    expect((await overviewRow(person.number)).status.value).toBe('expired');

    await t.db
      .update(registrations)
      .set({ status: 'unsubscribed' })
      .where(eq(registrations.id, person.registrationId));
    expect(await staleFacts()).toEqual([]);
    expect((await overviewRow(person.number)).status.value).toBe('unsubscribed');

    await t.db
      .update(registrations)
      .set({ status: 'approved' })
      .where(eq(registrations.id, person.registrationId));
    await t.db
      .update(registrationItems)
      .set({ tillDate: period!.tillDate })
      .where(eq(registrationItems.id, period!.id));
    expect(await staleFacts()).toEqual([]);
    expect((await overviewRow(person.number)).status.value).toBe('registered');
  });

  it('follows the open re-registration round and the consent to share it', async () => {
    const person = await subject();
    expect((await overviewRow(person.number)).reRegistrationProgress).toMatchObject({ status: 'Lopend' });

    const open = await t.db
      .select({ id: registrationItems.id })
      .from(registrationItems)
      .where(
        and(
          eq(registrationItems.registrationId, person.registrationId),
          inArray(registrationItems.status, ['ongoing', 'new', 'pending', 'incomplete']),
        ),
      );
    const ids = open.map((row) => row.id);
    await t.db.update(registrationItems).set({ status: 'pending' }).where(inArray(registrationItems.id, ids));
    expect(await staleFacts()).toEqual([]);
    expect((await overviewRow(person.number)).reRegistrationProgress).toMatchObject({
      status: 'In behandeling',
    });

    const link = await employerLink(person);
    await t.db
      .update(companyProfessionalLinks)
      .set({ sharesProgress: false })
      .where(eq(companyProfessionalLinks.id, link.id));
    expect(await staleFacts()).toEqual([]);
    const withdrawn = await overviewRow(person.number);
    expect(withdrawn).toMatchObject({ sharesProgress: false, reRegistrationProgress: null });

    await t.db
      .update(companyProfessionalLinks)
      .set({ sharesProgress: true })
      .where(eq(companyProfessionalLinks.id, link.id));
    await t.db.update(registrationItems).set({ status: 'ongoing' }).where(inArray(registrationItems.id, ids));
    expect(await staleFacts()).toEqual([]);
    expect((await overviewRow(person.number)).reRegistrationProgress).toMatchObject({ status: 'Lopend' });
  });

  it('follows measures and names', async () => {
    const person = await subject();
    const today = todayInNetherlands();
    const [measure] = await t.db
      .insert(disciplinaryMeasures)
      .values({
        professionalId: person.professionalId,
        measureType: 'schorsing',
        startsAt: addToDate(today, { days: -2 }),
        endsAt: addToDate(today, { days: 30 }),
      })
      .returning({ id: disciplinaryMeasures.id });
    expect(await staleFacts()).toEqual([]);
    expect((await overviewRow(person.number)).status.value).toBe('suspended');

    // Ended yesterday: registered again, on the stored period alone.
    await t.db
      .update(disciplinaryMeasures)
      .set({ endsAt: addToDate(today, { days: -1 }) })
      .where(eq(disciplinaryMeasures.id, measure!.id));
    expect((await overviewRow(person.number)).status.value).toBe('registered');
    await t.db.delete(disciplinaryMeasures).where(eq(disciplinaryMeasures.id, measure!.id));
    expect(await staleFacts()).toEqual([]);

    await t.db.update(users).set({ lastName: 'Vriesland' }).where(eq(users.id, person.userId));
    expect(await staleFacts()).toEqual([]);
    expect((await overviewRow('de vriesland')).name).toBe('Jan de Vriesland');
    await t.db.update(users).set({ lastName: 'Vries' }).where(eq(users.id, person.userId));
    expect(await overviewRow('de vriesland')).toBeNull();
  });

  it('drops an ended link and shows a new request with its number only', async () => {
    const person = await subject();
    const link = await employerLink(person);
    await t.db
      .update(companyProfessionalLinks)
      .set({ status: 'ended', endedAt: new Date() })
      .where(eq(companyProfessionalLinks.id, link.id));
    expect(await staleFacts()).toEqual([]);
    expect(await overviewRow(person.number)).toBeNull();

    await t.db.insert(companyProfessionalLinks).values({
      companyId: link.companyId,
      professionalId: person.professionalId,
      status: 'requested',
      startedBy: 'company',
    });
    expect(await staleFacts()).toEqual([]);
    expect(await overviewRow(person.number)).toMatchObject({
      linkStatus: 'Aangevraagd',
      name: null,
      registrationNumber: person.number,
      status: { value: 'requested' },
    });
  });
});
