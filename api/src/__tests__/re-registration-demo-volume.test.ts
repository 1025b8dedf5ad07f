/**
 * Issue 38's speed goal: actief@demo.nl's round holds 200 activities over the five years (the page
 * `pnpm lighthouse` measures), and the progress per category is summed by the database: one grouped
 * row per category comes back, never the activities themselves.
 */
import { RE_REGISTRATION, RE_REGISTRATION_ACTIVITY_PAGE } from '../../testing/professional-operations';
import { withTestApp } from '../../testing/test-app';
import { categorySums } from '../db/queries/re-registration';
import { DEMO_ACTIVITY_COUNT } from '../db/seed/demo-activities';

const t = withTestApp();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the JSON answers
type Json = any;

/** The round's first page as the screen reads it, then every later page ('Meer tonen'). */
async function everyPage(browser: Awaited<ReturnType<typeof t.signedIn>>) {
  const response = await browser.gql(RE_REGISTRATION, {}, { endpoint: 'portal' });
  expect(response.body.errors).toBeUndefined();
  const round = response.body.data.reRegistration;
  const pages: Json[] = [round.activityPage];
  for (let page = 2; (page - 1) * round.activityPage.pageSize < round.activityPage.totalCount; page += 1) {
    const later = await browser.gql(
      RE_REGISTRATION_ACTIVITY_PAGE,
      { uuid: round.uuid, page },
      { endpoint: 'portal' },
    );
    expect(later.body.errors).toBeUndefined();
    pages.push(later.body.data.reRegistration.activityPage);
  }
  return { round, pages };
}

describe('the demo round of 200 activities', () => {
  it('answers its activities in pages of 20 that add up to the 200, newest first, none twice', async () => {
    const browser = await t.signedIn('actief@demo.nl');
    const { round, pages } = await everyPage(browser);
    expect(round.activityPage).toMatchObject({ totalCount: DEMO_ACTIVITY_COUNT, pageSize: 20 });
    expect(round.activityPage.nodes).toHaveLength(20);
    expect(pages).toHaveLength(DEMO_ACTIVITY_COUNT / 20);
    const listed: Json[] = pages.flatMap((page) => page.nodes);
    expect(new Set(listed.map((activity) => activity.uuid)).size).toBe(DEMO_ACTIVITY_COUNT);
    const dates = listed.map((activity) => activity.activityDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers a page past the end empty with the whole count, and refuses a page of more than 50', async () => {
    const browser = await t.signedIn('actief@demo.nl');
    const round = (await browser.gql(RE_REGISTRATION, {}, { endpoint: 'portal' })).body.data.reRegistration;
    const past = await browser.gql(
      RE_REGISTRATION_ACTIVITY_PAGE,
      { uuid: round.uuid, page: 11 },
      { endpoint: 'portal' },
    );
    expect(past.body.data.reRegistration.activityPage).toMatchObject({
      nodes: [],
      totalCount: DEMO_ACTIVITY_COUNT,
    });
    const tooMany = await browser.gql(
      `query { reRegistration { activityPage(pageSize: 51) { totalCount } } }`,
      {},
      { endpoint: 'portal' },
    );
    expect(Object.keys(tooMany.body.errors?.[0]?.extensions?.validation ?? {})).toEqual(['pageSize']);
    expect(tooMany.body.data.reRegistration).toBeNull();
  });

  it("does not page another professional's round: it reads as missing", async () => {
    const owner = await t.signedIn('actief@demo.nl');
    const round = (await owner.gql(RE_REGISTRATION, {}, { endpoint: 'portal' })).body.data.reRegistration;
    const other = await t.signedIn('professional@demo.nl');
    const response = await other.gql(
      RE_REGISTRATION_ACTIVITY_PAGE,
      { uuid: round.uuid, page: 1 },
      { endpoint: 'portal' },
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.reRegistration).toBeNull();
  });

  it('answers 200 activities inside the period, and progress that adds up to them', async () => {
    const browser = await t.signedIn('actief@demo.nl');
    const { round, pages } = await everyPage(browser);
    round.activities = pages.flatMap((page) => page.nodes);
    expect(round.activities).toHaveLength(DEMO_ACTIVITY_COUNT);
    for (const activity of round.activities as Json[]) {
      expect(activity.activityDate >= round.periodFromDate).toBe(true);
      expect(activity.activityDate <= round.activityDateMax).toBe(true);
    }
    // A track's sessions are summed into it once: the top-level figures are what counts.
    const tracks = (round.activities as Json[]).filter((activity) => activity.subActivities.length > 0);
    expect(tracks.length).toBeGreaterThan(0);
    for (const track of tracks) {
      const sessions = track.subActivities.reduce((sum: number, session: Json) => sum + session.hours, 0);
      expect(track.hours).toBe(sessions);
    }
    for (const line of round.progress as Json[]) {
      const own = (round.activities as Json[]).filter((activity) => activity.category.code === line.code);
      const total = own.reduce(
        (sum: number, activity: Json) => sum + (line.unit === 'hours' ? activity.hours : activity.points),
        0,
      );
      expect(line.achieved).toBe(total);
    }
    expect(round.progress.every((line: Json) => line.achieved > 0)).toBe(true);
  });

  it('is summed in SQL: one grouped row per category for the 200 activities and their sessions', async () => {
    const browser = await t.signedIn('actief@demo.nl');
    const round = (await browser.gql(RE_REGISTRATION, {}, { endpoint: 'portal' })).body.data.reRegistration;
    const sums = await categorySums(t.db, round.uuid, round.periodFromDate, round.deadline);
    expect([...sums.keys()].sort()).toEqual(
      ['informeel-leren', 'reflectie', 'scholing', 'werkervaring'].sort(),
    );
  });
});
