/**
 * The contact persons' e-mail digests (issue 39, alerts): werkgever@demo.nl chose the daily one; it
 * names each change once however often the job runs (also twice at once), in Dutch, addressed by
 * name, with a link to the filtered mutations list; a contact person chooses daily, weekly or none
 * for themselves; `pnpm staff employer-digests [YYYY-MM-DD]` runs it for a day.
 */
import { eq } from 'drizzle-orm';
import { mailsTo } from '../../testing/mail';
import { withTestApp } from '../../testing/test-app';
import { findProfessionalByUserId, findUserByEmail } from '../db/queries/accounts';
import { recordMutation } from '../db/queries/company-mutations';
import { companyEmployees, employerDigestChanges } from '../db/schema';
import { addToDate, todayInNetherlands } from '../domain/dates';
import { frequenciesOn, scheduledEmployerDigests, sendEmployerDigests } from '../jobs/employer-digests';
import { parseStaffCommand, runStaffCommand } from '../staff/commands';

const t = withTestApp();
const portal = { endpoint: 'portal' } as const;
const EMPLOYER = 'werkgever@demo.nl';
const SUBJECT = /wijziging(en)? bij je gekoppelde professionals$/;

const digests = async (email: string) =>
  (await mailsTo(t.db, email)).filter((mail) => SUBJECT.test(mail.subject));
const send = (day: string) => sendEmployerDigests(t.db, t.services.mailer, t.config.portalUrl, day);

describe("contact persons' digests", () => {
  it('sends each change once, however often the job runs and also twice at once', async () => {
    const today = todayInNetherlands();
    const counts = await Promise.all([send(today), send(today)]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await send(today)).toBe(0);
    const [first, ...more] = await digests(EMPLOYER);
    expect(more).toEqual([]);
    // Dutch, by name: the registrations of linked professionals ending within 3 months.
    expect(first!.text).toMatch(/^Beste Petra,/);
    expect(first!.text).toContain('Registraties die binnen 3 maanden aflopen:');
    expect(first!.text).toContain(`${t.config.portalUrl}/werkgever/professionals/overzicht?einddatum=3`);
    // The seeded year of mutations happened before the digest was chosen: not named.
    expect(first!.text).not.toContain('Mutaties:');
    const endings = first!.text.split('\n').filter((line) => line.startsWith('- Registratie loopt af op '));
    expect(endings.length).toBeGreaterThanOrEqual(1);

    // A suspension the next day: only that change, with a link to the day's suspensions.
    const user = await findUserByEmail(t.db, 'professional@demo.nl');
    const professional = await findProfessionalByUserId(t.db, user!.id);
    expect(await recordMutation(t.db, 'suspended', { professionalId: professional!.id })).toBeGreaterThan(0);
    const tomorrow = addToDate(today, { days: 1 });
    expect((await Promise.all([send(tomorrow), send(tomorrow)])).sort()).toEqual([0, 1]);
    const [second] = await digests(EMPLOYER);
    expect(second!.subject).toBe('1 wijziging bij je gekoppelde professionals');
    expect(second!.text).toContain('- Geschorst: ');
    expect(second!.text).toContain(
      `${t.config.portalUrl}/werkgever/professionals/mutaties?periode=eigen&van=${today}&tot=${tomorrow}&soort=suspended`,
    );
    expect(second!.text).not.toContain('Registratie loopt af');
    // Nothing new the day after: no mail at all.
    expect(await send(addToDate(today, { days: 2 }))).toBe(0);
    expect(await digests(EMPLOYER)).toHaveLength(2);

    // The scheduled run claims the Dutch day once across processes.
    const noon = new Date(`${addToDate(today, { days: 3 })}T11:00:00Z`);
    const scheduled = await Promise.all([
      scheduledEmployerDigests(t.db, t.services.mailer, t.config.portalUrl, noon),
      scheduledEmployerDigests(t.db, t.services.mailer, t.config.portalUrl, noon),
    ]);
    expect(scheduled.sort()).toEqual([0, null]);
    expect(await digests(EMPLOYER)).toHaveLength(2);
  });

  it('lets a contact person choose daily, weekly or none for themselves, with a Dutch error otherwise', async () => {
    const browser = await t.signedIn('werkgever2@demo.nl');
    const read = async () =>
      (await browser.gql('query { employerDigest }', {}, portal)).body.data.employerDigest;
    expect(await read()).toBe('none');
    const choose = (frequency: string) =>
      browser.gql(
        'mutation ($frequency: String!) { setEmployerDigest(frequency: $frequency) { status message } }',
        { frequency },
        portal,
      );
    const bad = await choose('elk uur');
    expect(bad.body.errors?.[0]?.extensions?.validation?.frequency?.[0]).toMatch(/^[A-Z].*\.$/);
    expect(await read()).toBe('none');
    const saved = await choose('weekly');
    expect(saved.body.data.setEmployerDigest).toEqual({
      status: 'SAVED',
      message: 'Je krijgt voortaan elke maandag een e-mail met de wijzigingen van de week.',
    });
    expect(await read()).toBe('weekly');
    // Their colleague's choice is their own.
    expect(
      (await (await t.signedIn(EMPLOYER)).gql('query { employerDigest }', {}, portal)).body.data,
    ).toEqual({ employerDigest: 'daily' });
  });

  it('runs for a day through `pnpm staff employer-digests`; weekly digests go on Mondays', async () => {
    expect(frequenciesOn('2026-12-07')).toEqual(['daily', 'weekly']);
    expect(frequenciesOn('2026-12-08')).toEqual(['daily']);
    expect(parseStaffCommand(['employer-digests', 'morgen', '--by', 'medewerker@demo.nl'])).toBeNull();
    // A day that does not exist is refused, not run for the day JavaScript rolls it over to.
    expect(parseStaffCommand(['employer-digests', '2026-02-30', '--by', 'medewerker@demo.nl'])).toBeNull();
    expect(parseStaffCommand(['employer-digests', '2026-02-28', '--by', 'medewerker@demo.nl'])).toMatchObject(
      { name: 'employer-digests', day: '2026-02-28' },
    );
    // Only werkgever@demo.nl, now on weekly; a new change to name.
    const employer = await findUserByEmail(t.db, EMPLOYER);
    const other = await findUserByEmail(t.db, 'werkgever2@demo.nl');
    await t.db.update(companyEmployees).set({ digest: 'none' }).where(eq(companyEmployees.userId, other!.id));
    await t.db
      .update(companyEmployees)
      .set({ digest: 'weekly' })
      .where(eq(companyEmployees.userId, employer!.id));
    const professional = await findProfessionalByUserId(
      t.db,
      (await findUserByEmail(t.db, 'professional@demo.nl'))!.id,
    );
    await recordMutation(t.db, 'struckOff', { professionalId: professional!.id });
    const today = todayInNetherlands();
    const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
    const monday = addToDate(today, { days: ((8 - weekday) % 7) + 7 });
    const run = (day: string) =>
      runStaffCommand(
        t.db,
        t.config.portalUrl,
        parseStaffCommand(['employer-digests', day, '--by', 'medewerker@demo.nl'])!,
        t.services.mailer,
      );
    expect(await run(addToDate(monday, { days: 1 }))).toEqual({
      ok: true,
      output: '0 e-mailoverzicht(en) voor contactpersonen verstuurd.',
    });
    expect((await run(monday)).output).toBe('1 e-mailoverzicht(en) voor contactpersonen verstuurd.');
    expect((await run(monday)).output).toBe('0 e-mailoverzicht(en) voor contactpersonen verstuurd.');
    const [mail] = await digests(EMPLOYER);
    expect(mail!.text).toContain('Dit is je wekelijkse overzicht');
    expect(mail!.text).toContain('- Doorgehaald: ');
    expect(mail!.text).not.toContain('- Geschorst: ');
    expect((await t.db.select().from(employerDigestChanges)).length).toBeGreaterThan(2);
  });
});
