/**
 * Opens the database: a node-postgres pool when a URL is given, otherwise the embedded PGlite
 * (persisted in a folder, or in memory for tests). Both are wrapped in the same drizzle type.
 */
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';
import { scopedChannel, type NotificationHandler } from './channels';
import { createPgListener } from './pg-listener';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL on one connection, for what drizzle does not do: multi-statement migration scripts. */
export interface RawExecutor {
  exec(sqlText: string): Promise<void>;
  query<Row>(sqlText: string, params?: unknown[]): Promise<Row[]>;
}

/** How many statements drizzle has sent, and how many of them wrote: the cost tests read it (issue 8). */
export interface QueryCounter {
  count: number;
  writes: number;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Only when opened with `countStatements` (tests); a running api counts nothing. */
  queries: QueryCounter | undefined;
  rawTransaction<T>(work: (tx: RawExecutor) => Promise<T>): Promise<T>;
  /**
   * Sends `payload` on `channel` to every listener of this database, in this process and in every
   * other (PostgreSQL NOTIFY); resolves once the notification is sent.
   */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls `handler` with each notification on `channel` (PostgreSQL LISTEN); resolves once listening
   * has begun, with the function that stops it. After a lost connection the handler is called once
   * with an empty payload, as notifications may have been missed meanwhile.
   */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  /** Whether notifications arrive now: false while the listening connection is being opened again. */
  listening(): boolean;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PostgreSQL only: the schema to create tables in and read from. */
  schema?: string | undefined;
  /** PGlite only: the data folder; undefined keeps the database in memory. */
  pgliteDir?: string | undefined;
  onPoolError?: (error: Error) => void;
  /** PostgreSQL only: how long a statement waits for a connection (default 5 s). */
  connectTimeoutMs?: number | undefined;
  /** Count statements (tests only: a logger on every statement is not for production). */
  countStatements?: boolean | undefined;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

/** A drizzle logger that only counts: one increment per statement, nothing written anywhere. */
function countingLogger(queries: QueryCounter) {
  return {
    logQuery: (query: string) => {
      queries.count += 1;
      if (/^\s*(insert|update|delete)\b/i.test(query)) queries.writes += 1;
    },
  };
}

function statementCounting(options: DatabaseOptions) {
  if (!options.countStatements) return { queries: undefined, logger: undefined };
  const queries: QueryCounter = { count: 0, writes: 0 };
  return { queries, logger: countingLogger(queries) };
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
  await client.waitReady;
  const { queries, logger } = statementCounting(options);
  const db = drizzlePglite({ client, schema, ...(logger ? { logger } : {}) }) as unknown as Db;
  return {
    kind: 'pglite',
    // PGlite runs in this process: a notification reaches the listeners on this same client, the only
    // ones there can be, before the statement that sent it has resolved.
    notify: async (channel, payload) => {
      await client.query('SELECT pg_notify($1, $2)', [scopedChannel(channel, undefined), payload]);
    },
    listen: async (channel, handler) => {
      const stop = await client.listen(scopedChannel(channel, undefined), handler);
      return () => stop();
    },
    db,
    queries,
    rawTransaction: (work) =>
      client.transaction((tx) =>
        work({
          exec: async (sqlText) => {
            await tx.exec(sqlText);
          },
          query: async <Row>(sqlText: string, params?: unknown[]) =>
            (await tx.query<Row>(sqlText, params)).rows,
        }),
      ),
    ping: async () => {
      await client.query('SELECT 1');
    },
    listening: () => true,
    close: () => client.close(),
  };
}

async function openPostgres(connectionString: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    // While the server cannot be reached, a request waits this long for a connection and is then
    // answered 503 (db/unavailable.ts), instead of hanging until the operation's time limit.
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    application_name: 'portal-api',
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client's error (database restart, network drop) is emitted on the pool; without a
  // listener Node treats it as unhandled and the whole api process dies (STACK.md trap 10).
  pool.on('error', (error) => (options.onPoolError ?? defaultPoolError)(error));
  const { queries, logger } = statementCounting(options);
  const db = drizzleNodePg({ client: pool, schema, ...(logger ? { logger } : {}) }) as unknown as Db;
  const listener = createPgListener(connectionString, (error) =>
    (options.onPoolError ?? defaultPoolError)(error),
  );
  return {
    kind: 'postgres',
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [scopedChannel(channel, options.schema), payload]);
    },
    listen: async (channel, handler) => {
      const scoped = scopedChannel(channel, options.schema);
      await listener.listen(scoped, handler);
      return () => listener.unlisten(scoped, handler);
    },
    db,
    queries,
    rawTransaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          exec: async (sqlText) => {
            await client.query(sqlText);
          },
          query: async <Row>(sqlText: string, params?: unknown[]) =>
            (await client.query(sqlText, params)).rows as Row[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query('SELECT 1');
    },
    listening: () => listener.connected(),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

function defaultPoolError(error: Error): void {
  console.error(
    'Databaseverbinding verbroken; de pool maakt bij de volgende vraag een nieuwe verbinding.',
    error.message,
  );
}
