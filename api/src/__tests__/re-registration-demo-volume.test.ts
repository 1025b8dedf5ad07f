/**
 * Issue 38's speed goal: actief@demo.nl's round holds 200 activities over the five years (the page
 * `pnpm lighthouse` measures), and the progress per category is summed by the database: one grouped
 * row per category comes back, never the activities themselves.
 */
import { RE_REGISTRATION } from '../../testing/professional-operations';
import { withTestApp } from '../../testing/test-app';
import { categorySums } from '../db/queries/re-registration';
import { DEMO_ACTIVITY_COUNT } from '../db/seed/demo-activities';

const t = withTestApp();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the JSON answers
type Json = any;

describe('the demo round of 200 activities', () => {
  it('answers 200 activities inside the period, and progress that adds up to them', async () => {
    const browser = await t.signedIn('actief@demo.nl');
    const response = await browser.gql(RE_REGISTRATION, { uuid: null }, { endpoint: 'portal' });
    expect(response.body.errors).toBeUndefined();
    const round = response.body.data.reRegistration;
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
    const round = (await browser.gql(RE_REGISTRATION, { uuid: null }, { endpoint: 'portal' })).body.data
      .reRegistration;
    const sums = await categorySums(t.db, round.uuid, round.periodFromDate, round.deadline);
    expect([...sums.keys()].sort()).toEqual(
      ['informeel-leren', 'reflectie', 'scholing', 'werkervaring'].sort(),
    );
  });
});
