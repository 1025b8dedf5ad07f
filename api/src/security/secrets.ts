/**
 * The app key (signs anti-forgery tokens), the Professioneel Toezicht and payment keys, and the
 * staff secret (guards the admin endpoint). Configured values win. A production deployment on
 * PostgreSQL must configure them (`requireProductionSecrets`); otherwise each is generated once into
 * a file in DATA_DIR readable by its owner only. Never in a table: anyone who can read the database
 * (a backup, a reporting account) could forge sign-ins with them.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, type Config } from '../config/env';
import { randomToken } from './tokens';

export const STAFF_SECRET_FILE = 'staff-secret';

async function readOrCreateFile(file: string): Promise<string> {
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const value = randomToken();
  // 'wx' refuses to overwrite a file another process wrote a moment ago; then read theirs.
  try {
    await writeFile(file, `${value}\n`, { mode: 0o600, flag: 'wx' });
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return (await readFile(file, 'utf8')).trim();
    throw error;
  }
}

/** A configured secret, or one generated once into DATA_DIR (mode 0600). */
async function resolveSharedSecret(
  config: Config,
  configured: string | undefined,
  file: string,
): Promise<string> {
  if (configured) return configured;
  return readOrCreateFile(path.join(config.dataDir, file));
}

/**
 * With PostgreSQL in production several api processes on several machines share the database but
 * not a data folder, so a generated key would differ per process: the keys must be configured.
 */
export function requireProductionSecrets(config: Config): void {
  if (!config.databaseUrl || config.nodeEnv !== 'production') return;
  const missing = [
    ['APP_KEY', config.appKey],
    ['PT_SHARED_SECRET', config.ptSharedSecret],
    ['PAYMENT_WEBHOOK_SECRET', config.paymentWebhookSecret],
  ]
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new ConfigError(
      `Met DATABASE_URL in productie (NODE_ENV=production) moeten deze geheimen in de omgeving staan (elk minstens 32 tekens): ${missing.join(', ')}. De api start niet.`,
    );
  }
}

export function resolveAppKey(config: Config): Promise<string> {
  return resolveSharedSecret(config, config.appKey, 'app-key');
}

/** HMAC key shared with Professioneel Toezicht (PT_SHARED_SECRET). */
export function resolvePtSecret(config: Config): Promise<string> {
  return resolveSharedSecret(config, config.ptSharedSecret, 'pt-shared-secret');
}

/** HMAC key of the test payment provider's callbacks (PAYMENT_WEBHOOK_SECRET). */
export function resolvePaymentSecret(config: Config): Promise<string> {
  return resolveSharedSecret(config, config.paymentWebhookSecret, 'payment-webhook-secret');
}

export async function resolveStaffSecret(config: Config): Promise<string> {
  return config.staffSecret ?? readOrCreateFile(path.join(config.dataDir, STAFF_SECRET_FILE));
}

/** For the staff command: the configured secret, or the api's file; undefined when neither exists. */
export async function readStaffSecret(config: Config): Promise<string | undefined> {
  if (config.staffSecret) return config.staffSecret;
  try {
    return (await readFile(path.join(config.dataDir, STAFF_SECRET_FILE), 'utf8')).trim() || undefined;
  } catch {
    return undefined;
  }
}
