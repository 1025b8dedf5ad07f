/**
 * The employer's linked professionals at scale (issue 39): the overview is paged, searched, filtered
 * and sorted in SQL over the company's own links (one statement a page), its CSV is the current
 * filter for Dutch Excel, mutations are written when they happen (a registration approved, a link
 * ended) and listed by type and period, the dashboard counts what needs attention, and the public
 * register answers only the public fields, limited per client.
 */
import { eq, sql } from 'drizzle-orm';
import { approvedRegistrationOf, PORTAL, withEmployerPortfolio } from '../../testing/employer-portfolio';
import {
  CHAMBER_REQUIREMENTS,
  COMPANY_DASHBOARD,
  COMPANY_MUTATIONS,
  COMPANY_MUTATIONS_CSV,
  COMPANY_PROFESSIONALS,
  COMPANY_PROFESSIONALS_CSV,
  PUBLIC_REGISTER,
} from '../../testing/employer-operations';
import { END_PROFESSIONAL_LINK } from '../../testing/organisation-operations';
import { PRACTICAL_PROGRAMMES } from '../../testing/organisation-side-operations';
import { PORTFOLIO_APPLICANT } from '../db/seed/employer-portfolio';
import { decideApplication } from '../staff/registration-commands';
import { parseStaffCommand, runStaffCommand } from '../staff/commands';
import {
  companies,
  companyProfessionalLinks,
  companyProfessionalMutations,
  professionals,
  publicRegisterWindows,
  registrationItems,
  registrations,
  users,
} from '../db/schema';
import { changeItemStatus } from '../db/queries/registration-workflow';
import { addToDate, todayInNetherlands } from '../domain/dates';
import { PUBLIC_REGISTER_LOOKUPS_PER_HOUR, PUBLIC_REGISTER_MESSAGES } from '../schema/public-register';

const t = withEmployerPortfolio();
const portal = PORTAL;

const numberOf = async (email: string) => (await approvedRegistrationOf(t.db, email)).number;

describe("the employer's overview of linked professionals", () => {
  it('pages 520 links in SQL, one statement a page, sorted by name, with the facts of confirmed links only', async () => {
    const employer = await t.signedIn('werkgever@demo.nl');
    await employer.gql(COMPANY_PROFESSIONALS, { pageSize: 10 }, portal);
    const before = t.queries.count;
    const { body } = await employer.gql(COMPANY_PROFESSIONALS, { pageSize: 10, page: 2 }, portal);
    // The session and the actor are read once; the page itself is one statement.
    expect(t.queries.count - before).toBeLessThanOrEqual(4);
    const page = body.data.companyProfessionals;
    expect(page.totalCount).toBe(520);
    expect(page.nodes).toHaveLength(10);
    const confirmed = page.nodes.filter((node: { linkStatus: string }) => node.linkStatus === 'Actief');
    const lastNames = confirmed.map((node: { name: string }) => node.name.split(' ').at(-1)!.toLowerCase());
    expect(lastNames).toEqual([...lastNames].sort((a: string, b: string) => a.localeCompare(b)));

    const requested = (
      await employer.gql(COMPANY_PROFESSIONALS, { status: 'requested', pageSize: 50 }, portal)
    ).body.data.companyProfessionals;
    expect(requested.totalCount).toBeGreaterThan(0);
    for (const node of requested.nodes)
      expect(node).toMatchObject({ linkStatus: 'Aangevraagd', name: null, chamber: null, validUntil: null });
  });

  it('searches by number and name, filters by status, chamber and end date, and shows progress only with consent', async () => {
    const employer = await t.signedIn('werkgever@demo.nl');
    const number = await numberOf('professional@demo.nl');
    const [own] = (await employer.gql(COMPANY_PROFESSIONALS, { search: number }, portal)).body.data
      .companyProfessionals.nodes;
    expect(own).toMatchObject({
      name: 'Jan de Vries',
      registrationNumber: number,
      chamber: { value: 'jeugd-en-gezinsprofessional' },
      status: { value: 'registered', label: 'Geregistreerd' },
      sharesProgress: true,
      reRegistrationProgress: { status: 'Lopend' },
    });

    const byName = (await employer.gql(COMPANY_PROFESSIONALS, { search: 'de vries', pageSize: 50 }, portal))
      .body.data.companyProfessionals;
    expect(byName.nodes.map((node: { name: string }) => node.name)).toContain('Jan de Vries');

    const suspended = (
      await employer.gql(COMPANY_PROFESSIONALS, { status: 'suspended', pageSize: 50 }, portal)
    ).body.data.companyProfessionals;
    expect(suspended.totalCount).toBeGreaterThan(0);
    for (const node of suspended.nodes) expect(node.status.label).toBe('Geschorst');

    const chamber = (
      await employer.gql(COMPANY_PROFESSIONALS, { chamber: 'gedragswetenschapper', pageSize: 50 }, portal)
    ).body.data.companyProfessionals;
    expect(chamber.totalCount).toBeGreaterThan(50);
    for (const node of chamber.nodes) expect(node.chamber.value).toBe('gedragswetenschapper');

    const today = todayInNetherlands();
    const soon = (
      await employer.gql(
        COMPANY_PROFESSIONALS,
        {
          status: 'registered',
          endsFrom: today,
          endsTill: addToDate(today, { months: 3 }),
          sort: 'validUntil',
        },
        portal,
      )
    ).body.data.companyProfessionals;
    expect(soon.totalCount).toBe(12);
    const dates = soon.nodes.map((node: { validUntil: string }) => node.validUntil);
    expect(dates).toEqual([...dates].sort());

    const withoutConsent = (
      await employer.gql(COMPANY_PROFESSIONALS, { pageSize: 50 }, portal)
    ).body.data.companyProfessionals.nodes.filter(
      (node: { sharesProgress: boolean }) => !node.sharesProgress,
    );
    for (const node of withoutConsent) expect(node.reRegistrationProgress).toBeNull();
  });

  it("never shows another company's professionals, and refuses bad filters with a Dutch error", async () => {
    const other = await t.signedIn('werkgever2@demo.nl');
    const page = (
      await other.gql(COMPANY_PROFESSIONALS, { search: await numberOf('professional@demo.nl') }, portal)
    ).body.data.companyProfessionals;
    expect(page.totalCount).toBe(0);
    expect(
      (await other.gql(COMPANY_PROFESSIONALS, {}, portal)).body.data.companyProfessionals.totalCount,
    ).toBe(30);
    const bad = await other.gql(COMPANY_PROFESSIONALS, { status: 'alles', pageSize: 500 }, portal);
    expect(bad.body.data).toBeNull();
    expect(JSON.stringify(bad.body.errors)).toMatch(/status|pageSize/);
  });

  it("exports the current filter as CSV for Dutch Excel: BOM, ';', a row per professional", async () => {
    const employer = await t.signedIn('werkgever@demo.nl');
    const all = (await employer.gql(COMPANY_PROFESSIONALS_CSV, {}, portal)).body.data
      .companyProfessionalsCsv as string;
    expect(
      all.startsWith('\uFEFFNaam;Registratienummer;Kamer;Target;Status;Geldig tot;Herregistratie\r\n'),
    ).toBe(true);
    expect(all.trimEnd().split('\r\n')).toHaveLength(521);
    const suspended = (await employer.gql(COMPANY_PROFESSIONALS_CSV, { status: 'suspended' }, portal)).body
      .data.companyProfessionalsCsv as string;
    const lines = suspended.trimEnd().split('\r\n').slice(1);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.split(';')[4]).toBe('Geschorst');
  });
});

describe('mutations of linked professionals', () => {
  it('lists the seeded year by type and period, paged, and as CSV', async () => {
    const employer = await t.signedIn('werkgever@demo.nl');
    const page = (await employer.gql(COMPANY_MUTATIONS, { pageSize: 10 }, portal)).body.data
      .companyProfessionalMutations;
    expect(page.totalCount).toBe(40);
    const times = page.nodes.map((node: { occurredAt: string }) => node.occurredAt);
    expect(times).toEqual([...times].sort().reverse());
    const expired = (await employer.gql(COMPANY_MUTATIONS, { kind: 'expired', pageSize: 50 }, portal)).body
      .data.companyProfessionalMutations;
    expect(expired.totalCount).toBe(5);
    for (const node of expired.nodes) expect(node.kind.label).toBe('Verlopen');
    const today = todayInNetherlands();
    const month = (
      await employer.gql(COMPANY_MUTATIONS, { from: addToDate(today, { days: -30 }), till: today }, portal)
    ).body.data.companyProfessionalMutations;
    expect(month.totalCount).toBeGreaterThanOrEqual(3);
    expect(month.totalCount).toBeLessThanOrEqual(4);
    const csv = (await employer.gql(COMPANY_MUTATIONS_CSV, { kind: 'expired' }, portal)).body.data
      .companyProfessionalMutationsCsv as string;
    expect(csv.startsWith('\uFEFFDatum;Mutatie;Naam;Registratienummer\r\n')).toBe(true);
    expect(csv.trimEnd().split('\r\n')).toHaveLength(6);
    // Another company sees none of them.
    const other = await t.signedIn('werkgever2@demo.nl');
    expect(
      (await other.gql(COMPANY_MUTATIONS, {}, portal)).body.data.companyProfessionalMutations.totalCount,
    ).toBe(0);
  });

  it("writes a row when staff approve a linked professional's registration and when a link ends", async () => {
    // concept@demo.nl gets an active link with Kindzorg Rotterdam, then their application is approved.
    const [concept] = await t.db
      .select({ professionalId: professionals.id, itemId: registrationItems.id })
      .from(users)
      .innerJoin(professionals, eq(professionals.userId, users.id))
      .innerJoin(registrations, eq(registrations.professionalId, professionals.id))
      .innerJoin(registrationItems, eq(registrationItems.registrationId, registrations.id))
      .where(eq(users.email, 'concept@demo.nl'));
    const [company] = await t.db.select().from(companies).where(eq(companies.kvkNumber, '24123456'));
    const [link] = await t.db
      .insert(companyProfessionalLinks)
      .values({
        companyId: company!.id,
        professionalId: concept!.professionalId,
        status: 'active',
        startedBy: 'professional',
        confirmedAt: new Date(),
      })
      .returning();
    await t.db.execute(
      sql`UPDATE registration_items SET status = 'pending', submitted_at = now() WHERE id = ${concept!.itemId}`,
    );
    await changeItemStatus(t.db, {
      itemId: concept!.itemId,
      to: 'approved',
      actor: 'staff',
      changedBy: 'medewerker@demo.nl',
    });

    const employer = await t.signedIn('werkgever2@demo.nl');
    const [registered] = (await employer.gql(COMPANY_MUTATIONS, {}, portal)).body.data
      .companyProfessionalMutations.nodes;
    expect(registered).toMatchObject({
      kind: { value: 'registered', label: 'Nieuwe registratie' },
      registrationNumber: expect.any(String),
    });

    const ended = await employer.gql(END_PROFESSIONAL_LINK, { linkUuid: link!.id }, portal);
    expect(ended.body.data.endProfessionalLink.status).toBe('ENDED');
    const rows = await t.db
      .select()
      .from(companyProfessionalMutations)
      .where(eq(companyProfessionalMutations.companyId, company!.id));
    expect(rows.map((row) => row.kind).sort()).toEqual(['linkEnded', 'registered']);
  });
});

describe("the demo portfolio's applicant", () => {
  it("is approved by staff and becomes werkgever@demo.nl's 'Nieuwe registratie'", async () => {
    const outcome = await decideApplication(
      t.db,
      t.services.mailer,
      t.config.portalUrl,
      'approve',
      PORTFOLIO_APPLICANT,
      null,
      'medewerker@demo.nl',
    );
    expect(outcome.ok).toBe(true);
    const number = /registratienummer (\d+)/.exec(outcome.output)![1];
    const employer = await t.signedIn('werkgever@demo.nl');
    const [latest] = (await employer.gql(COMPANY_MUTATIONS, { kind: 'registered' }, portal)).body.data
      .companyProfessionalMutations.nodes;
    expect(latest).toMatchObject({ registrationNumber: number, kind: { label: 'Nieuwe registratie' } });
    const [row] = (await employer.gql(COMPANY_PROFESSIONALS, { search: number }, portal)).body.data
      .companyProfessionals.nodes;
    expect(row.status.label).toBe('Geregistreerd');
  });
});

describe('a disciplinary measure by staff', () => {
  it("writes the suspension for the linked company and the overview says 'Geschorst'", async () => {
    const command = parseStaffCommand([
      'measure',
      'werknemer-utrecht-0010@portfolio.demo.nl',
      'schorsing',
      addToDate(todayInNetherlands(), { days: -1 }),
      addToDate(todayInNetherlands(), { months: 2 }),
      'Besluit van het College van Toezicht.',
      '--by',
      'medewerker@demo.nl',
    ]);
    expect(command).not.toBeNull();
    const result = await runStaffCommand(t.db, t.config.portalUrl, command!, t.services.mailer);
    expect(result).toMatchObject({ ok: true });
    const employer = await t.signedIn('werkgever@demo.nl');
    const [latest] = (await employer.gql(COMPANY_MUTATIONS, { kind: 'suspended' }, portal)).body.data
      .companyProfessionalMutations.nodes;
    expect(latest).toMatchObject({ registrationNumber: '800010', kind: { label: 'Geschorst' } });
    const [row] = (await employer.gql(COMPANY_PROFESSIONALS, { search: '800010' }, portal)).body.data
      .companyProfessionals.nodes;
    expect(row.status.label).toBe('Geschorst');
    expect(parseStaffCommand(['measure', 'professional@demo.nl', 'berisping', '2026-01-01'])).toBeNull();
    expect(
      parseStaffCommand(['measure', 'professional@demo.nl', 'verbanning', '2026-01-01', 'Besluit.']),
    ).toBeNull();
  });
});

describe("the employer's dashboard and requirements", () => {
  it('counts what needs attention over the own company only', async () => {
    const employer = await t.signedIn('werkgever@demo.nl');
    const dashboard = (await employer.gql(COMPANY_DASHBOARD, {}, portal)).body.data.companyDashboard;
    expect(dashboard).toMatchObject({ endingSoon: 12, recentMutations: expect.any(Number) });
    expect(dashboard.requestedLinks).toBeGreaterThan(0);
    expect(dashboard.suspended).toBeGreaterThan(0);
    expect(dashboard.activeLinks + dashboard.requestedLinks).toBe(520);
  });

  it("counts the company's open invoices and a programme decision of staff, for the own company only", async () => {
    const employer = await t.signedIn('werkgever@demo.nl');
    const before = (await employer.gql(COMPANY_DASHBOARD, {}, portal)).body.data.companyDashboard;
    expect(before.openInvoices).toBeGreaterThan(0);
    const programmes = (await employer.gql(PRACTICAL_PROGRAMMES, {}, portal)).body.data.practicalProgrammes;
    const pending = programmes.find((row: { status: { value: string } }) => row.status.value === 'pending');
    const command = parseStaffCommand([
      'decide-programme',
      pending.uuid,
      'approve',
      '--by',
      'medewerker@demo.nl',
    ]);
    expect((await runStaffCommand(t.db, t.config.portalUrl, command!)).ok).toBe(true);
    const after = (await employer.gql(COMPANY_DASHBOARD, {}, portal)).body.data.companyDashboard;
    expect(after.programmeDecisions).toBe(before.programmeDecisions + 1);
    const other = await t.signedIn('werkgever2@demo.nl');
    const theirs = (await other.gql(COMPANY_DASHBOARD, {}, portal)).body.data.companyDashboard;
    expect(theirs).toMatchObject({ programmeDecisions: 0 });
  });

  it("shows each chamber's re-registration requirements from the configuration", async () => {
    const employer = await t.signedIn('werkgever@demo.nl');
    const chambers = (await employer.gql(CHAMBER_REQUIREMENTS, {}, portal)).body.data
      .chamberReRegistrationRequirements;
    const jgp = chambers.find(
      (row: { chamber: { value: string } }) => row.chamber.value === 'jeugd-en-gezinsprofessional',
    );
    expect(jgp.sets[0].requirements.length).toBeGreaterThan(0);
  });
});

describe('the public register', () => {
  it('finds professional@demo.nl by number and by name with the public fields only', async () => {
    const guest = t.browser({ ip: '198.51.100.7' });
    const number = await numberOf('professional@demo.nl');
    const { body } = await guest.gql(PUBLIC_REGISTER, { registrationNumber: number });
    expect(body.data.publicRegister).toMatchObject({ throttled: false, totalCount: 1 });
    const [entry] = body.data.publicRegister.entries;
    expect(Object.keys(entry).sort()).toEqual(
      [
        'chamber',
        'initials',
        'isValid',
        'measure',
        'name',
        'registeredOn',
        'registrationNumber',
        'status',
        'target',
      ].sort(),
    );
    expect(entry).toMatchObject({
      registrationNumber: number,
      status: 'Geregistreerd: deze registratie is geldig.',
      measure: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/@demo\.nl|Oudegracht|3511/);
    const byName = (await guest.gql(PUBLIC_REGISTER, { lastName: 'Vries' })).body.data.publicRegister;
    expect(byName.entries.map((row: { registrationNumber: string }) => row.registrationNumber)).toContain(
      number,
    );
  });

  it('says a struck-off registration in words, and stops a client after its hourly lookups', async () => {
    const guest = t.browser({ ip: '198.51.100.8' });
    const struck = await t.db.execute(
      sql`SELECT r.registration_number FROM disciplinary_measures m JOIN registrations r ON r.professional_id = m.professional_id WHERE m.measure_type = 'doorhaling' LIMIT 1`,
    );
    const number = (struck as unknown as { rows: Array<{ registration_number: string }> }).rows[0]!
      .registration_number;
    const [entry] = (await guest.gql(PUBLIC_REGISTER, { registrationNumber: number })).body.data
      .publicRegister.entries;
    expect(entry.status).toMatch(/^Doorgehaald/);
    expect(entry.isValid).toBe(false);
    expect(entry.measure.label).toBe('Doorhaling');

    await t.db
      .update(publicRegisterWindows)
      .set({ lookups: PUBLIC_REGISTER_LOOKUPS_PER_HOUR })
      .where(eq(publicRegisterWindows.clientIp, '198.51.100.8'));
    const stopped = (await guest.gql(PUBLIC_REGISTER, { registrationNumber: number })).body.data
      .publicRegister;
    expect(stopped).toEqual({
      throttled: true,
      message: PUBLIC_REGISTER_MESSAGES.throttled,
      totalCount: 0,
      entries: [],
    });
    const missing = await t.browser({ ip: '198.51.100.9' }).gql(PUBLIC_REGISTER, {});
    expect(JSON.stringify(missing.body.errors)).toContain(PUBLIC_REGISTER_MESSAGES.missing);
  });
});
