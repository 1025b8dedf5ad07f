/**
 * A second api instance on a test app's database, as a second process behind the load balancer would
 * be: its own services, app and session cache, listening for the other's writes as the server does.
 * On PostgreSQL it opens the database again (its own pool and listening connection); PGlite runs in
 * this process, so both instances use the one PGlite, the only way two can share that database.
 */
import { createApp, type App } from '../src/app';
import { listenWhenSessionsAreKept } from '../src/auth/session-invalidation';
import type { AppServices } from '../src/context';
import { openDatabase } from '../src/db/connection';
import { createMemoryAuditLog } from './memory-audit-log';
import { createMemoryErrorLog } from './memory-error-log';
import type { TestApp } from './test-app';
import { TestBrowser } from './test-browser';

export interface SecondInstance {
  app: App;
  services: AppServices;
  /** A browser on this instance carrying the cookies of one on the first. */
  browserWith(cookies: ReadonlyMap<string, string>): TestBrowser;
  close(): Promise<void>;
}

export async function startSecondInstance(first: TestApp): Promise<SecondInstance> {
  const { env, database: firstDatabase } = first.testDatabase;
  const ownDatabase =
    firstDatabase.kind === 'postgres'
      ? await openDatabase({ databaseUrl: env.DATABASE_URL, schema: env.DATABASE_SCHEMA })
      : undefined;
  const services: AppServices = {
    ...first.services,
    database: ownDatabase ?? firstDatabase,
    audit: createMemoryAuditLog(),
    errors: createMemoryErrorLog(),
  };
  const app = createApp(services);
  const stopListening = await listenWhenSessionsAreKept(services);
  return {
    app,
    services,
    browserWith: (cookies) => {
      const browser = new TestBrowser(app);
      for (const [name, value] of cookies) browser.cookies.set(name, value);
      return browser;
    },
    close: async () => {
      await stopListening();
      await ownDatabase?.close();
    },
  };
}
