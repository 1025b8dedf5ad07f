// The Database's notify and listen (PostgreSQL NOTIFY/LISTEN; PGlite has them in-process), on which
// another api instance's writes reach this one's session cache (decision 0011).
import pg from 'pg';
import {
  createTestDatabase,
  TEST_DATABASE,
  TEST_DATABASE_URL,
  type TestDatabase,
} from '../../testing/test-database';
import { scopedChannel } from '../db/channels';
import { openDatabase, type Database } from '../db/connection';

const CHANNEL = 'test_notifications';

let t: TestDatabase;
/** Where notifications come from: another pool on PostgreSQL, the same PGlite (in-process) otherwise. */
let sender: Database;
beforeAll(async () => {
  t = await createTestDatabase();
  sender =
    t.database.kind === 'postgres'
      ? await openDatabase({ databaseUrl: t.env.DATABASE_URL, schema: t.env.DATABASE_SCHEMA })
      : t.database;
});
afterAll(async () => {
  if (sender !== t.database) await sender.close();
  await t.drop();
});

/** Resolves with the payloads heard once `count` have arrived; fails after `ms`. */
function heard(payloads: string[], count: number, ms = 5_000): Promise<string[]> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (payloads.length >= count) resolve(payloads);
      else if (Date.now() - start > ms)
        reject(new Error(`${payloads.length} van ${count} meldingen gehoord`));
      else setTimeout(check, 5);
    };
    check();
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('notifications on the database', () => {
  it('reach a listener as soon as listen has resolved, and no more once it stopped', async () => {
    const payloads: string[] = [];
    const stop = await t.database.listen(CHANNEL, (payload) => payloads.push(payload));
    await sender.notify(CHANNEL, 'eerste');
    expect(await heard(payloads, 1)).toEqual(['eerste']);
    await stop();
    await sender.notify(CHANNEL, 'tweede');
    await pause(200);
    expect(payloads).toEqual(['eerste']);
  });

  it('reach every listener, and one that stops leaves the others listening', async () => {
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = await t.database.listen(CHANNEL, (payload) => first.push(payload));
    const stopSecond = await t.database.listen(CHANNEL, (payload) => second.push(payload));
    await stopFirst();
    await sender.notify(CHANNEL, 'na het stoppen');
    expect(await heard(second, 1)).toEqual(['na het stoppen']);
    expect(first).toEqual([]);
    await stopSecond();
  });
});

(TEST_DATABASE === 'postgres' ? describe : describe.skip)('on PostgreSQL', () => {
  async function admin<Row>(text: string, params: unknown[] = []): Promise<Row[]> {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as Row[];
    } finally {
      await client.end();
    }
  }

  it("stay within the database's schema: another schema's listener hears nothing", async () => {
    const otherSchema = `${t.env.DATABASE_SCHEMA}_ander`;
    await admin(`CREATE SCHEMA ${otherSchema}`);
    const other = await openDatabase({ databaseUrl: TEST_DATABASE_URL, schema: otherSchema });
    try {
      const payloads: string[] = [];
      const stop = await other.listen(CHANNEL, (payload) => payloads.push(payload));
      await sender.notify(CHANNEL, 'niet voor jou');
      await pause(200);
      expect(payloads).toEqual([]);
      await stop();
    } finally {
      await other.close();
      await admin(`DROP SCHEMA ${otherSchema} CASCADE`);
    }
  });

  it('listen again after the listening connection was lost, telling the listener it may have missed some', async () => {
    const payloads: string[] = [];
    const lost: Error[] = [];
    const listening = await openDatabase({
      databaseUrl: TEST_DATABASE_URL,
      schema: t.env.DATABASE_SCHEMA,
      onPoolError: (error) => lost.push(error),
    });
    try {
      const stop = await listening.listen(CHANNEL, (payload) => payloads.push(payload));
      // The listening connection's last statement names this schema's channel: end that one only.
      const scoped = scopedChannel(CHANNEL, t.env.DATABASE_SCHEMA);
      const ended = await admin<{ ended: boolean }>(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
          WHERE application_name = 'portal-api-listen' AND query = $1`,
        [`LISTEN "${scoped}"`],
      );
      expect(ended).toEqual([{ ended: true }]);
      // Back after the first pause (1 s): an empty payload says "something may have changed".
      expect(await heard(payloads, 1)).toEqual(['']);
      expect(lost.length).toBeGreaterThan(0);
      await sender.notify(CHANNEL, 'weer verbonden');
      expect(await heard(payloads, 2)).toEqual(['', 'weer verbonden']);
      await stop();
    } finally {
      await listening.close();
    }
  });
});
