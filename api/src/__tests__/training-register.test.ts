/**
 * Scholingsregister zoeken (issue 39, read from issue 40's accreditations): approved, unexpired
 * courses of every provider, searched and filtered in SQL, for company employees only.
 */
import { withTestApp } from '../../testing/test-app';
import { addToDate, todayInNetherlands } from '../domain/dates';

const t = withTestApp();
const portal = { endpoint: 'portal' as const };
const REGISTER = `query($search: String, $chamber: String, $provider: String, $minPoints: String, $from: Date, $page: Int) {
  trainingRegister(search: $search, chamber: $chamber, provider: $provider, minPoints: $minPoints, from: $from, page: $page, pageSize: 10) {
    totalCount page nodes { title provider points chambers nextSession } } }`;

describe('the training register', () => {
  it('lists approved courses only, filtered by text, chamber, provider, points and date', async () => {
    const werkgever = await t.signedIn('werkgever@demo.nl');
    const all = await werkgever.gql(REGISTER, {}, portal);
    expect(all.body.errors).toBeUndefined();
    const titles = all.body.data.trainingRegister.nodes.map((row: { title: string }) => row.title);
    expect(titles).toEqual([
      'Gespreksvoering met jeugdigen en gezinnen',
      'Methodisch werken in het wijkteam',
    ]);
    expect(titles).not.toContain('Basiscursus opvoedondersteuning');

    const search = await werkgever.gql(REGISTER, { search: 'wijkteam' }, portal);
    expect(search.body.data.trainingRegister.totalCount).toBe(1);
    const provider = await werkgever.gql(REGISTER, { provider: 'noord' }, portal);
    expect(provider.body.data.trainingRegister.nodes).toEqual([
      expect.objectContaining({ provider: 'Opleidingsinstituut Noord', points: 12 }),
    ]);
    const points = await werkgever.gql(REGISTER, { minPoints: '15' }, portal);
    expect(points.body.data.trainingRegister.nodes.map((row: { points: number }) => row.points)).toEqual([
      18,
    ]);
    const chamber = await werkgever.gql(REGISTER, { chamber: 'gedragswetenschapper' }, portal);
    expect(chamber.body.data.trainingRegister.totalCount).toBe(0);
    const upcoming = await werkgever.gql(REGISTER, { from: todayInNetherlands() }, portal);
    expect(upcoming.body.data.trainingRegister.nodes).toEqual([
      expect.objectContaining({
        title: 'Gespreksvoering met jeugdigen en gezinnen',
        nextSession: addToDate(todayInNetherlands(), { days: 21 }),
      }),
    ]);
    const invalid = await werkgever.gql(REGISTER, { minPoints: '-1' }, portal);
    expect(invalid.body.errors[0].extensions.validation.minPoints).toBeDefined();
  });

  it('is refused to providers and professionals', async () => {
    for (const email of ['opleider@demo.nl', 'professional@demo.nl']) {
      const browser = await t.signedIn(email);
      const answer = await browser.gql(REGISTER, {}, portal);
      expect(answer.body.errors[0].extensions.code).toBe(403);
    }
  });
});
