/** The register's rules that staff may change (settings row `registrationRules`, migration 0006). */
import { eq } from 'drizzle-orm';
import type { Db } from '../connection';
import { settings } from '../schema';
import { expiringPerDatabase } from '../expiring-cache';

export interface RegistrationRules {
  /** A VOG may be at most this old when an application is submitted. */
  vogMaxAgeMonthsOnSubmission: number;
  /** How long a VOG counts as valid after its issue date. */
  vogValidityMonths: number;
  /** Length of a registration period. */
  registrationYears: number;
  /** The dashboard warns this long before the VOG's validity ends. */
  vogReminderMonths: number;
  /** The dashboard reminds of re-registration this long before the period ends. */
  reRegistrationReminderMonths: number;
  /** Uitstel: at most this many months per request (DOMAIN.md: 6, migration 0075). */
  deferralMaxMonthsPerRequest: number;
  /** Uitstel: at most this many months per registration period together (DOMAIN.md: 12). */
  deferralMaxMonthsPerPeriod: number;
}

// Used only when the settings row is missing or damaged; the migration writes the same values.
const FALLBACK: RegistrationRules = {
  vogMaxAgeMonthsOnSubmission: 3,
  vogValidityMonths: 24,
  registrationYears: 5,
  vogReminderMonths: 3,
  reRegistrationReminderMonths: 6,
  deferralMaxMonthsPerRequest: 6,
  deferralMaxMonthsPerPeriod: 12,
};

export async function readRegistrationRules(db: Db): Promise<RegistrationRules> {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'registrationRules'));
  const stored = (row?.value ?? {}) as Partial<Record<keyof RegistrationRules, unknown>>;
  const rules = { ...FALLBACK };
  for (const key of Object.keys(FALLBACK) as Array<keyof RegistrationRules>) {
    const value = stored[key];
    if (typeof value === 'number' && value > 0) rules[key] = value;
  }
  return rules;
}

/**
 * For what only shows the rules (the dashboard's notices, issue 8): kept a minute, like the
 * registration targets. A decision (submitting an application) reads them fresh.
 */
export const RULES_FRESH_MS = 60_000;
const rulesCache = expiringPerDatabase(RULES_FRESH_MS, readRegistrationRules);

export function cachedRegistrationRules(db: Db): Promise<RegistrationRules> {
  return rulesCache.get(db);
}
