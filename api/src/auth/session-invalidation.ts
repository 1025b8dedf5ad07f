/**
 * Kept sessions across api instances (decision 0011). A write that may end sessions (a mutation, a
 * staff command, an upload, a payment callback) drops this instance's kept sessions and sends a
 * notification on the database; every instance listens and drops its own kept sessions when another
 * instance's notification arrives. So a logout, password change or deactivation through one instance
 * counts on all of them at once, not only after SESSION_CACHE_MS.
 */
import { randomUUID } from 'node:crypto';
import type { AppServices } from '../context';
import { sessionCacheOf } from './session-cache';

export const SESSIONS_CHANNEL = 'portal_sessions_changed';

/** Names an instance in its own notifications: it has dropped its sessions already, and need not again. */
const instanceIds = new WeakMap<AppServices, string>();

function instanceId(services: AppServices): string {
  let id = instanceIds.get(services);
  if (!id) {
    id = randomUUID();
    instanceIds.set(services, id);
  }
  return id;
}

/** After a write: every kept session goes, here at once and on the other instances once told. */
export async function forgetSessionsEverywhere(services: AppServices): Promise<void> {
  sessionCacheOf(services).forgetAll();
  try {
    await services.database.notify(SESSIONS_CHANNEL, instanceId(services));
  } catch (error) {
    // The write itself succeeded; the other instances then see it within SESSION_CACHE_MS.
    services.errors.record({ event: 'session_notify', error });
  }
}

/**
 * Drops this instance's kept sessions whenever another instance says it wrote (or, after the
 * listening connection was lost, when what was said meanwhile is unknown: an empty payload).
 * Resolves once the database listens, with the function that stops listening.
 */
export function listenForSessionChanges(services: AppServices): Promise<() => Promise<void>> {
  const cache = sessionCacheOf(services);
  const self = instanceId(services);
  return services.database.listen(SESSIONS_CHANNEL, (sender) => {
    if (sender !== self) cache.forgetAll();
  });
}

/**
 * How this process learns of other processes' writes, said once at start: at once (LISTEN), after
 * the cache's expiry (SESSION_CACHE_LISTEN=off, e.g. behind a pooler in transaction mode), or not
 * needed (SESSION_CACHE_MS=0). null: nothing worth saying (the usual case).
 */
export function sessionCacheNotice(config: AppServices['config']): string | null {
  if (config.sessionCacheMs <= 0 || config.sessionCacheListen) return null;
  return `Sessiecache zonder LISTEN (SESSION_CACHE_LISTEN=off): een uitlog, wachtwoord- of rolwijziging via een ander api-proces telt hier pas na hoogstens ${config.sessionCacheMs} ms (SESSION_CACHE_MS).`;
}

/**
 * With the session cache off (SESSION_CACHE_MS=0) there is nothing to drop, so nothing to hear; with
 * SESSION_CACHE_LISTEN=off this process does not listen, and kept sessions last their expiry.
 */
export async function listenWhenSessionsAreKept(services: AppServices): Promise<() => Promise<void>> {
  if (services.config.sessionCacheMs <= 0 || !services.config.sessionCacheListen)
    return async () => undefined;
  return listenForSessionChanges(services);
}
