/**
 * Starts the api: configuration, database (migrated; demo data when empty), secrets, then HTTP.
 * `pnpm --filter @portal/api start` runs this file with tsx.
 */
import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { createApiServer } from './http/node-server';
import { ConfigError, loadConfig, type Config } from './config/env';
import type { AppServices } from './context';
import { openConfiguredDatabase } from './db/open-configured';
import { DEMO_PASSWORD, hasNoUsers, seedDemoData } from './db/seed/demo-data';
import { createMailer } from './mail/mailer';
import { createAuditLog } from './audit/audit-log';
import { createErrorLog } from './logging/error-log';
import { listenWhenSessionsAreKept, sessionCacheNotice } from './auth/session-invalidation';
import {
  requireProductionSecrets,
  resolveAppKey,
  resolvePaymentSecret,
  resolvePtSecret,
  resolveStaffSecret,
} from './security/secrets';
import { announceRunningApi, forgetRunningApi } from './staff/running-api';
import { startScheduledJobs } from './jobs/scheduler';

export interface RunningServer {
  url: string;
  services: AppServices;
  close(): Promise<void>;
}

export async function startServer(config: Config): Promise<RunningServer> {
  requireProductionSecrets(config);
  await mkdir(config.dataDir, { recursive: true });
  const database = await openConfiguredDatabase(config);
  if (await hasNoUsers(database.db)) {
    const { created } = await seedDemoData(database.db);
    console.log(`Lege database: ${created.length} demo-accounts aangemaakt (wachtwoord ${DEMO_PASSWORD}).`);
  }
  const errors = createErrorLog();
  const services: AppServices = {
    config,
    database,
    appKey: await resolveAppKey(config),
    staffSecret: await resolveStaffSecret(config),
    mailer: createMailer(config, database.db, errors),
    ptSecret: await resolvePtSecret(config),
    paymentSecret: await resolvePaymentSecret(config),
    audit: createAuditLog(),
    errors,
  };
  const notice = sessionCacheNotice(config);
  if (notice) console.log(notice);
  // Another instance's logout must count here before this one answers its first request.
  const stopListening = await listenWhenSessionsAreKept(services).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  services.mailer.start();
  const stopJobs = startScheduledJobs(services);
  const server: Server = createApiServer(createApp(services));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  await announceRunningApi(config, port);
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return {
    url: `http://${shownHost}:${port}`,
    services,
    close: async () => {
      stopJobs();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await stopListening();
      await services.mailer.stop();
      await forgetRunningApi(config);
      await database.close();
    },
  };
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuratiefout: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const running = await startServer(config);
  console.log(
    `Portal-api draait op ${running.url} (GraphQL: ${running.url}/graphql/portal_public en /graphql/portal)`,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await running.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error('De api kon niet starten:', error);
    process.exit(1);
  });
}
