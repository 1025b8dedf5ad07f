import { resolve } from 'node:path';
import { ROOT } from './paths';

/** The demo account of each role that the setup project signs in once per run (README lists them). */
export const ROLE_ACCOUNTS = {
  professional: 'professional@demo.nl',
  werkgever: 'werkgever@demo.nl',
  opleider: 'opleider@demo.nl',
} as const;

export type Role = keyof typeof ROLE_ACCOUNTS;

/**
 * Where the setup project keeps a role's signed-in cookies. A test that uses one must not sign out
 * or change that account's credentials: that would end the session for every later test.
 */
export function authStateFile(role: Role): string {
  return resolve(ROOT, 'e2e', '.auth', `${role}.json`);
}
