/**
 * `pnpm bench` (issue 40): the time to check a 1,000-row list of participants and to award it, on
 * PostgreSQL (TEST_DATABASE_URL, a schema of its own, dropped afterwards) and on an in-memory PGlite,
 * each migrated and seeded with the demo data. Runs the api's own code (db/queries/points-entry.ts)
 * and counts its statements. Goal: check and award together under 2 s on PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { parseParticipantList } from '@portal/shared/csv';
import { openDatabase, type Database } from '../db/connection';
import { migrate } from '../db/migrate';
import { sessionOf } from '../db/queries/accreditations';
import { awardParticipantRows, checkParticipantRows } from '../db/queries/points-entry';
import { rowsOf } from '../db/queries/raw-rows';
import { seedDemoData } from '../db/seed/demo-data';
import { sampleParticipants } from '../staff/sample-participants-command';
import { sql } from 'drizzle-orm';

const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const ROWS = 1000;
const GOAL_MS = 2000;

async function measure(label: string, database: Database): Promise<boolean> {
  await migrate(database);
  await seedDemoData(database.db);
  const db = database.db;
  const [ids] = rowsOf<{ session_id: string; educator_id: string; user_id: string }>(
    await db.execute(sql`
      SELECT s.id AS session_id, a.educator_id, ee.user_id
      FROM education_sessions s JOIN accreditations a ON a.id = s.accreditation_id
      JOIN educators e ON e.id = a.educator_id JOIN educator_employees ee ON ee.educator_id = e.id
      WHERE e.name = 'Opleidingsinstituut Noord' AND a.status = 'approved' AND s.ends_on < current_date
      LIMIT 1`),
  );
  if (!ids) throw new Error('Geen demosessie gevonden.');
  const sample = await sampleParticipants(db, ROWS);
  const parsed = parseParticipantList(sample.output);
  if (!parsed.ok) throw new Error(parsed.message);
  const counter = database.queries;
  const statements = () => counter?.count ?? 0;

  const checkStart = performance.now();
  const before = statements();
  const found = (await sessionOf(db, ids.educator_id, ids.session_id))!;
  const checked = await checkParticipantRows(db, found, parsed.rows);
  const checkMs = performance.now() - checkStart;
  const checkStatements = statements() - before;

  const awardStart = performance.now();
  const beforeAward = statements();
  const { awarded } = await db.transaction(async (tx) => {
    const locked = (await sessionOf(tx, ids.educator_id, ids.session_id, true))!;
    return awardParticipantRows(tx, locked, parsed.rows, { userId: ids.user_id, name: 'Bench' });
  });
  const awardMs = performance.now() - awardStart;
  const awardStatements = statements() - beforeAward;

  const valid = checked.filter((row) => row.code === 'valid').length;
  const total = checkMs + awardMs;
  const met = total < GOAL_MS;
  console.log(
    `${label.padEnd(10)} controleren ${ROWS} regels: ${checkMs.toFixed(0)} ms (${checkStatements} statements, ${valid} geldig)` +
      ` · toekennen: ${awardMs.toFixed(0)} ms (${awardStatements} statements, ${awarded} toegekend)` +
      ` · samen ${total.toFixed(0)} ms ${met ? '(doel < 2 s gehaald)' : '(doel < 2 s NIET gehaald)'}`,
  );
  return awarded === ROWS && valid === ROWS;
}

async function main(): Promise<number> {
  let ok = true;
  const schema = `bench_points_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const database = await openDatabase({ databaseUrl: POSTGRES_URL, schema, countStatements: true });
    try {
      ok = (await measure('PostgreSQL', database)) && ok;
    } finally {
      await database.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    }
  } catch (error) {
    console.error(`PostgreSQL niet bereikbaar (${POSTGRES_URL}): ${(error as Error).message}`);
    ok = false;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const pglite = await openDatabase({ countStatements: true });
  try {
    ok = (await measure('PGlite', pglite)) && ok;
  } finally {
    await pglite.close();
  }
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
