/**
 * A signed-in request's session and user, kept in this process for a few seconds per session
 * (SESSION_CACHE_MS, issue 8): a portal that starts sends several requests at once, and each would
 * otherwise spend a database round trip before any resolver runs. Why this is safe, and its limits:
 * docs/decisions/0011-session-cache.md.
 *
 * - Anything written through this process (a mutation, a staff command, an upload, a webhook) drops
 *   every kept session once it has finished, so logout, a password change, a role change or a
 *   deactivation takes effect at once here. A lookup that started before that write finished is not
 *   kept (the generation counter), so a read racing a write cannot keep the old row.
 * - Another api instance's such write reaches this one through the database (LISTEN/NOTIFY,
 *   session-invalidation.ts) and drops every kept session here too, within milliseconds. A change
 *   made in the database by anything else (a script, psql) is seen within the expiry.
 * - Only live sessions are kept; an unknown or expired id is always looked up.
 */
import type { ActiveSession, UserRow } from './session-store';
import type { EmployeeActor } from '../tenancy/actor';

/**
 * A company or educator employee's organisation and role, read once for a kept session (actor.ts):
 * it goes with the session, so the same writes that drop a kept session (a role change, a staff
 * decision on the organisation, a removal) drop this too, and a list then reads only its own rows.
 */
export type KeptEmployee = Pick<EmployeeActor, 'kind' | 'role' | 'organisation'>;

export interface KeptSession {
  impersonating: boolean;
  impersonatedBy: string | null;
  user: Readonly<UserRow>;
  /** The session's anti-forgery token (an HMAC of its id), so it is not computed per request. */
  xsrfToken: string;
}

interface Entry extends KeptSession {
  until: number;
  employee?: Readonly<KeptEmployee>;
}

/** More sessions than any one process serves within seconds; beyond it the cache starts afresh. */
const MAX_ENTRIES = 10_000;

export interface SessionCache {
  get(idHash: string): KeptSession | undefined;
  /** The generation a lookup starts in: its outcome is kept only if nothing was written since. */
  generation(): number;
  keep(idHash: string, session: ActiveSession, xsrfToken: string, since: number, freshMs: number): void;
  /** The employee part of a kept session's actor, if it was read while the session was kept. */
  employee(idHash: string): Readonly<KeptEmployee> | undefined;
  /** Keeps it beside the session, unless something was written since `since` or the session went. */
  keepEmployee(idHash: string, employee: KeptEmployee, since: number): void;
  /** Something was written: every session is looked up again. */
  forgetAll(): void;
}

function createSessionCache(): SessionCache {
  const entries = new Map<string, Entry>();
  let generation = 0;
  const live = (idHash: string): Entry | undefined => {
    const entry = entries.get(idHash);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry;
    entries.delete(idHash);
    return undefined;
  };
  return {
    get: live,
    generation: () => generation,
    keep(idHash, session, xsrfToken, since, freshMs) {
      if (freshMs <= 0 || since !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(idHash, {
        impersonating: session.impersonating,
        impersonatedBy: session.impersonatedBy ?? null,
        user: Object.freeze({ ...session.user }),
        xsrfToken,
        until: Date.now() + freshMs,
      });
    },
    employee(idHash) {
      return live(idHash)?.employee;
    },
    keepEmployee(idHash, employee, since) {
      const entry = live(idHash);
      if (!entry || since !== generation) return;
      entry.employee = Object.freeze({
        ...employee,
        organisation: Object.freeze({ ...employee.organisation }),
      });
    },
    forgetAll() {
      generation += 1;
      entries.clear();
    },
  };
}

// One per api instance (its services), like a process has one: two instances in one process, as in
// the tests, keep apart what they keep and hear of each other's writes only through the database.
const caches = new WeakMap<object, SessionCache>();

export function sessionCacheOf(instance: object): SessionCache {
  let cache = caches.get(instance);
  if (!cache) {
    cache = createSessionCache();
    caches.set(instance, cache);
  }
  return cache;
}
