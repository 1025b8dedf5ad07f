import path from 'node:path';
import { API_ROOT, ConfigError, loadConfig, TEST_PAYMENTS_IN_PRODUCTION_MESSAGE } from '../config/env';

describe('configuration', () => {
  it('has safe defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.resolve(API_ROOT, '..', '.data'),
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
      sessionCacheMs: 3000,
      sessionCacheListen: true,
      compileQueriesAfterRuns: 3,
      accountsPerClientPerHour: 10,
      portalUrl: 'http://localhost:8080',
      secureCookies: 'auto',
      trustProxyHops: 1,
      nodeEnv: 'production',
      isDevelopment: false,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '4100',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://db/portal',
      DATABASE_SCHEMA: 'portal',
      DATA_DIR: '/tmp/portal-data',
      APP_KEY: 'k'.repeat(32),
      STAFF_SECRET: 'geheim',
      SESSION_IDLE_MINUTES: '15',
      SESSION_ABSOLUTE_HOURS: '8',
      SESSION_CACHE_MS: '0',
      SESSION_CACHE_LISTEN: 'off',
      GRAPHQL_COMPILE_AFTER_RUNS: '0',
      ACCOUNTS_PER_CLIENT_PER_HOUR: '200',
      PORTAL_URL: 'https://mijn.example.nl/',
      NODE_ENV: 'development',
      SECURE_COOKIES: 'true',
      TRUST_PROXY: '2',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '0.0.0.0',
      databaseSchema: 'portal',
      dataDir: '/tmp/portal-data',
      sessionIdleMinutes: 15,
      sessionAbsoluteHours: 8,
      sessionCacheMs: 0,
      sessionCacheListen: false,
      compileQueriesAfterRuns: 0,
      accountsPerClientPerHour: 200,
      portalUrl: 'https://mijn.example.nl',
      isDevelopment: true,
      secureCookies: 'always',
      trustProxyHops: 2,
    });
  });

  it('refuses nonsense with a Dutch message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'vier' })).toThrow(ConfigError);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '-1' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => loadConfig({ SESSION_CACHE_MS: '-1' })).toThrow(/SESSION_CACHE_MS moet 0 of een positief/);
    expect(() => loadConfig({ GRAPHQL_COMPILE_AFTER_RUNS: 'vaak' })).toThrow(/GRAPHQL_COMPILE_AFTER_RUNS/);
    expect(() => loadConfig({ ACCOUNTS_PER_CLIENT_PER_HOUR: '0' })).toThrow(/ACCOUNTS_PER_CLIENT_PER_HOUR/);
    expect(() => loadConfig({ APP_KEY: 'kort' })).toThrow(/APP_KEY moet minstens 32 tekens/);
    expect(() => loadConfig({ DATABASE_SCHEMA: 'x; drop table users' })).toThrow(/DATABASE_SCHEMA/);
    expect(() => loadConfig({ SECURE_COOKIES: 'soms' })).toThrow(/SECURE_COOKIES/);
    expect(() => loadConfig({ TRUST_PROXY: 'misschien' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses the test payment provider in production unless a local stack opts in', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'test' })).toThrow(TEST_PAYMENTS_IN_PRODUCTION_MESSAGE);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'test', NODE_ENV: 'production' })).toThrow(
      /kan niet met NODE_ENV=production/,
    );
    expect(loadConfig({ PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS: '1' }).paymentProvider).toBe('test');
    expect(loadConfig({ PAYMENT_PROVIDER: 'test', NODE_ENV: 'development' }).paymentProvider).toBe('test');
    expect(loadConfig({}).paymentProvider).toBeUndefined();
  });

  it('reads the upload quota in megabytes', () => {
    expect(loadConfig({}).uploadQuotaBytes).toBe(100 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_QUOTA_MB: '5' }).uploadQuotaBytes).toBe(5 * 1024 * 1024);
    expect(() => loadConfig({ UPLOAD_QUOTA_MB: 'veel' })).toThrow(/UPLOAD_QUOTA_MB/);
  });
});
