/**
 * The app key (signs anti-forgery tokens) and the staff secret (guards the admin endpoint).
 * Configured values win. Otherwise the app key is generated once and kept where every api process
 * of this portal finds it: a settings row with PostgreSQL, a file beside PGlite's data. The staff
 * secret is a file in DATA_DIR, which the staff command on the same machine reads.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config/env';
import type { Database } from '../db/connection';
import { getOrCreateSetting } from '../db/queries/settings';
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

/** A configured secret, or one generated once and shared by every api process of this portal. */
async function resolveSharedSecret(
  config: Config,
  database: Database,
  configured: string | undefined,
  name: string,
): Promise<string> {
  if (configured) return configured;
  if (database.kind === 'pglite') return readOrCreateFile(path.join(config.dataDir, name.replace(/_/g, '-')));
  const stored = await getOrCreateSetting(database.db, name, randomToken);
  if (typeof stored !== 'string') throw new Error(`${name} in de tabel settings is geen tekst.`);
  return stored;
}

export function resolveAppKey(config: Config, database: Database): Promise<string> {
  return resolveSharedSecret(config, database, config.appKey, 'app_key');
}

/** HMAC key shared with Professioneel Toezicht (PT_SHARED_SECRET). */
export function resolvePtSecret(config: Config, database: Database): Promise<string> {
  return resolveSharedSecret(config, database, config.ptSharedSecret, 'pt_shared_secret');
}

/** HMAC key of the test payment provider's callbacks (PAYMENT_WEBHOOK_SECRET). */
export function resolvePaymentSecret(config: Config, database: Database): Promise<string> {
  return resolveSharedSecret(config, database, config.paymentWebhookSecret, 'payment_webhook_secret');
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
