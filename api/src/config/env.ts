/**
 * The api's configuration, read and checked once from the environment. Nothing else reads
 * `process.env`: everything receives a `Config` (tests build one with `loadConfig({...})`).
 */
import path from 'node:path';
import { s3ConfigFromEnv, type S3Config } from '../storage/s3-config';

export type SecureCookies = 'auto' | 'always' | 'never';

export interface Config {
  nodeEnv: string;
  isDevelopment: boolean;
  port: number;
  host: string;
  /** Unset: the embedded PGlite database in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema to work in (default `public`); lets several portals or test runs share one server. */
  databaseSchema: string | undefined;
  dataDir: string;
  appKey: string | undefined;
  staffSecret: string | undefined;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** How long this process keeps a looked-up session (auth/session-cache.ts); 0: not at all. */
  sessionCacheMs: number;
  /**
   * Whether this process hears other processes' writes through PostgreSQL's LISTEN
   * (SESSION_CACHE_LISTEN, default on). Off behind a pooler in transaction mode (PgBouncer's
   * `pool_mode = transaction`), where LISTEN stops silently: kept sessions then last their expiry.
   */
  sessionCacheListen: boolean;
  portalUrl: string;
  secureCookies: SecureCookies;
  /**
   * How many proxies in front of the api append to `X-Forwarded-For` (default 1: the host's server
   * alone; 2: a load balancer in front of the host). 0: the socket address is the client.
   */
  trustProxyHops: number;
  /** Where browsers reach the api itself (the test payment provider's checkout page). */
  apiPublicUrl: string;
  /** SMTP settings; undefined: mail goes to the outbox table only. */
  smtp: SmtpConfig | undefined;
  mailFrom: string;
  /** Professioneel Toezicht, the register's complaints site. */
  ptUrl: string;
  /** HMAC key shared with Professioneel Toezicht; undefined: generated like the app key. */
  ptSharedSecret: string | undefined;
  /** HMAC key of the test payment provider's callbacks; undefined: generated like the app key. */
  paymentWebhookSecret: string | undefined;
  /**
   * `test`: the local test provider (its checkout page lets anyone mark an invoice paid); `mollie`:
   * iDEAL through Mollie (MOLLIE_API_KEY); unset: none, and paying says so.
   */
  paymentProvider: 'test' | 'mollie' | undefined;
  /** Mollie's API key and (for tests) API URL; set when PAYMENT_PROVIDER=mollie. */
  mollie: { apiKey: string; apiUrl: string | undefined } | undefined;
  /** GraphQL operations that take longer get a Dutch time-out error (OPERATION_TIME_LIMIT_MS). */
  operationTimeLimitMs: number;
  /**
   * A query document runs compiled from its `GRAPHQL_COMPILE_AFTER_RUNS`th run on (default 3;
   * graphql/compiled-queries.ts); 0: never, every operation through graphql-js.
   */
  compileQueriesAfterRuns: number;
  /**
   * Accounts one client address may create per hour (ACCOUNTS_PER_CLIENT_PER_HOUR, default 10).
   * The browser tests' stack raises it: its whole run comes from one address.
   */
  accountsPerClientPerHour: number;
  /** What one user may have uploaded in all, in bytes (UPLOAD_QUOTA_MB, default 100). */
  uploadQuotaBytes: number;
  /** S3_BUCKET and friends: uploads go to an S3-compatible bucket; undefined: the local folder. */
  s3: S3Config | undefined;
}

export interface SmtpConfig {
  host: string;
  port: number;
  user: string | undefined;
  password: string | undefined;
}

type Env = Record<string, string | undefined>;

export const DEFAULT_ACCOUNTS_PER_CLIENT_PER_HOUR = 10;
export const DEFAULT_UPLOAD_QUOTA_MB = 100;

/** The api package folder: `src/config` is two levels below it. */
export const API_ROOT = path.resolve(__dirname, '..', '..');

export class ConfigError extends Error {}

function positiveNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new ConfigError(`${name} moet een positief getal zijn (nu: "${raw}").`);
  }
  return value;
}

function nonNegativeNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    throw new ConfigError(`${name} moet 0 of een positief getal zijn (nu: "${raw}").`);
  }
  return value;
}

export const TEST_PAYMENTS_IN_PRODUCTION_MESSAGE =
  'PAYMENT_PROVIDER=test laat iedereen een factuur als betaald markeren en kan niet met NODE_ENV=production. Kies PAYMENT_PROVIDER=mollie, of zet voor een lokale of test-omgeving ALLOW_TEST_PAYMENTS=1. De api start niet.';

function paymentProvider(env: Env): 'test' | 'mollie' | undefined {
  const raw = env.PAYMENT_PROVIDER?.toLowerCase();
  if (raw === undefined || raw === '') return undefined;
  // The test provider's checkout page marks any invoice paid: production only with an explicit opt-in
  // that local and test stacks (npm start, the browser tests, the api's tests) give.
  if (raw === 'test' && (env.NODE_ENV || 'production') === 'production' && env.ALLOW_TEST_PAYMENTS !== '1') {
    throw new ConfigError(TEST_PAYMENTS_IN_PRODUCTION_MESSAGE);
  }
  if (raw === 'test' || raw === 'mollie') return raw;
  throw new ConfigError(`PAYMENT_PROVIDER kent alleen "test" en "mollie" (nu: "${env.PAYMENT_PROVIDER}").`);
}

function mollieSettings(env: Env): Config['mollie'] {
  if (env.PAYMENT_PROVIDER?.toLowerCase() !== 'mollie') return undefined;
  const apiKey = env.MOLLIE_API_KEY ?? '';
  if (!/^(test|live)_\w{20,}$/.test(apiKey)) {
    throw new ConfigError('PAYMENT_PROVIDER=mollie vraagt een MOLLIE_API_KEY (test_… of live_…).');
  }
  return { apiKey, apiUrl: env.MOLLIE_API_URL ? absoluteUrl(env, 'MOLLIE_API_URL', '') : undefined };
}

function proxyHops(env: Env): number {
  const raw = env.TRUST_PROXY?.toLowerCase();
  if (raw === undefined || raw === '') return 1;
  if (['true', 'yes', 'on'].includes(raw)) return 1;
  if (['false', 'no', 'off'].includes(raw)) return 0;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new ConfigError(
      `TRUST_PROXY moet het aantal proxy's voor de api zijn (0 tot 10, of true/false; nu: "${env.TRUST_PROXY}").`,
    );
  }
  return hops;
}

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'off', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} moet on of off zijn (nu: "${env[name]}").`);
}

function secureCookies(env: Env): SecureCookies {
  const raw = env.SECURE_COOKIES?.toLowerCase();
  if (raw === undefined || raw === '' || raw === 'auto') return 'auto';
  if (['1', 'true', 'always'].includes(raw)) return 'always';
  if (['0', 'false', 'never'].includes(raw)) return 'never';
  throw new ConfigError(`SECURE_COOKIES moet auto, true of false zijn (nu: "${env.SECURE_COOKIES}").`);
}

function portalUrl(env: Env): string {
  const raw = env.PORTAL_URL || 'http://localhost:8080';
  try {
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new ConfigError(`PORTAL_URL is geen geldige URL (nu: "${raw}").`);
  }
}

function absoluteUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  try {
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new ConfigError(`${name} is geen geldige URL (nu: "${raw}").`);
  }
}

function smtpConfig(env: Env): SmtpConfig | undefined {
  if (!env.SMTP_HOST) return undefined;
  const port = positiveNumber(env, 'SMTP_PORT', 587);
  if (!Number.isInteger(port) || port > 65535)
    throw new ConfigError(`SMTP_PORT is geen geldig poortnummer (nu: "${env.SMTP_PORT}").`);
  return {
    host: env.SMTP_HOST,
    port,
    user: env.SMTP_USER || undefined,
    password: env.SMTP_PASSWORD || undefined,
  };
}

function optionalSecret(env: Env, name: string): string | undefined {
  const value = env[name] || undefined;
  if (value !== undefined && value.length < 32)
    throw new ConfigError(`${name} moet minstens 32 tekens lang zijn.`);
  return value;
}

function schemaName(env: Env): string | undefined {
  const raw = env.DATABASE_SCHEMA;
  if (raw === undefined || raw === '') return undefined;
  // The name goes into a connection option, so only plain identifiers.
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(raw)) {
    throw new ConfigError(`DATABASE_SCHEMA mag alleen kleine letters, cijfers en _ bevatten (nu: "${raw}").`);
  }
  return raw;
}

function s3Settings(env: Env): S3Config | undefined {
  try {
    return s3ConfigFromEnv(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = env.NODE_ENV || 'production';
  // PORT=0 asks the system for any free port (tests use it).
  const port = env.PORT === '0' ? 0 : positiveNumber(env, 'PORT', 4000);
  if (!Number.isInteger(port) || port > 65535)
    throw new ConfigError(`PORT is geen geldig poortnummer (nu: "${env.PORT}").`);
  const appKey = env.APP_KEY || undefined;
  if (appKey !== undefined && appKey.length < 32) {
    throw new ConfigError('APP_KEY moet minstens 32 tekens lang zijn.');
  }
  return {
    nodeEnv,
    isDevelopment: nodeEnv === 'development',
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: schemaName(env),
    dataDir: path.resolve(API_ROOT, env.DATA_DIR || path.join('..', '.data')),
    appKey,
    staffSecret: env.STAFF_SECRET || undefined,
    sessionIdleMinutes: positiveNumber(env, 'SESSION_IDLE_MINUTES', 30),
    sessionAbsoluteHours: positiveNumber(env, 'SESSION_ABSOLUTE_HOURS', 12),
    sessionCacheMs: nonNegativeNumber(env, 'SESSION_CACHE_MS', 3_000),
    sessionCacheListen: onOff(env, 'SESSION_CACHE_LISTEN', true),
    portalUrl: portalUrl(env),
    secureCookies: secureCookies(env),
    trustProxyHops: proxyHops(env),
    apiPublicUrl: absoluteUrl(env, 'API_PUBLIC_URL', `http://localhost:${port || 4000}`),
    smtp: smtpConfig(env),
    mailFrom: env.MAIL_FROM || 'SKJ Portaal <noreply@skjeugd.nl>',
    ptUrl: absoluteUrl(env, 'PT_URL', 'https://professioneeltoezicht.skjeugd.nl'),
    ptSharedSecret: optionalSecret(env, 'PT_SHARED_SECRET'),
    paymentWebhookSecret: optionalSecret(env, 'PAYMENT_WEBHOOK_SECRET'),
    paymentProvider: paymentProvider(env),
    mollie: mollieSettings(env),
    operationTimeLimitMs: positiveNumber(env, 'OPERATION_TIME_LIMIT_MS', 15_000),
    compileQueriesAfterRuns: nonNegativeNumber(env, 'GRAPHQL_COMPILE_AFTER_RUNS', 3),
    accountsPerClientPerHour: positiveNumber(
      env,
      'ACCOUNTS_PER_CLIENT_PER_HOUR',
      DEFAULT_ACCOUNTS_PER_CLIENT_PER_HOUR,
    ),
    uploadQuotaBytes: positiveNumber(env, 'UPLOAD_QUOTA_MB', DEFAULT_UPLOAD_QUOTA_MB) * 1024 * 1024,
    s3: s3Settings(env),
  };
}
