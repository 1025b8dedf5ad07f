/**
 * Per-request state (who is signed in, the anti-forgery check, portal flags) and the GraphQL
 * context built from it. One state serves every operation of a batch, so a login early in a batch
 * is seen by the operations after it, and the cookies are written once for the whole response.
 */
import type { Config } from './config/env';
import type { Database, Db } from './db/connection';
import type { Mailer } from './mail/mailer';
import type { AuditLog } from './audit/audit-log';
import type { ErrorLog } from './logging/error-log';
import { cachedPortalFlags, rememberPortalFlags, type PortalFlags } from './db/queries/settings';
import {
  findSessionWithFlags,
  type ActiveSession,
  type SessionLifetime,
  type SessionLookup,
  type UserRow,
} from './auth/session-store';
import { sessionCacheOf } from './auth/session-cache';
import { clientAddress, cameOverHttps, type ServerContext } from './http/client-address';
import {
  cookieName,
  GUEST_COOKIE,
  SESSION_COOKIE,
  XSRF_COOKIE,
  XSRF_HEADER,
  parseCookies,
  serializeCookie,
} from './http/cookies';
import { randomUUID } from 'node:crypto';
import { randomToken, sha256 } from './security/tokens';
import { matchesXsrfToken, xsrfTokenFor, type XsrfBinding } from './security/xsrf';

export interface AppServices {
  config: Config;
  database: Database;
  appKey: string;
  staffSecret: string;
  mailer: Mailer;
  /** HMAC key shared with Professioneel Toezicht. */
  ptSecret: string;
  /** HMAC key of the test payment provider's callbacks. */
  paymentSecret: string;
  /** Security events as JSON lines (sign-ins, credential changes, impersonation, staff decisions). */
  audit: AuditLog;
  /** Operational errors as JSON lines, with the request id: the detail a masked answer leaves out. */
  errors: ErrorLog;
}

export type Endpoint = 'portal' | 'public';

export interface RequestState {
  services: AppServices;
  /** Names this request in the audit and error logs and the `x-request-id` response header. */
  requestId: string;
  endpoint: Endpoint;
  clientIp: string;
  secure: boolean;
  flags: PortalFlags;
  session: ActiveSession | null;
  /** A session cookie came in that matches no live session: tell the browser to drop it. */
  staleSessionCookie: boolean;
  /** Guests' anti-forgery tokens are bound to this HttpOnly pre-session id. */
  guestId: string;
  newGuestId: boolean;
  xsrfValid: boolean;
  /** Login or logout happened: write or clear the session cookie and issue a new token. */
  sessionChanged: boolean;
  /** A password sign-in was already checked in this request (aliases and batches get one). */
  loginTried: boolean;
  /** A mutation ran: once it has finished, this process's kept sessions are dropped. */
  ranMutation: boolean;
}

export interface GraphQLContext {
  db: Db;
  config: Config;
  state: RequestState;
  /** Per-operation memo: several fields (sections, policies, detail) read the same records. */
  memo: Map<string, Promise<unknown>>;
}

export function createGraphQLContext(state: RequestState): GraphQLContext {
  return { db: state.services.database.db, config: state.services.config, state, memo: new Map() };
}

export function remember<T>(context: GraphQLContext, key: string, load: () => Promise<T>): Promise<T> {
  let pending = context.memo.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    context.memo.set(key, pending);
  }
  return pending;
}

export function sessionLifetime(config: Config): SessionLifetime {
  return { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours };
}

function xsrfBinding(state: RequestState): XsrfBinding {
  return state.session ? { kind: 'session', id: state.session.rawId } : { kind: 'guest', id: state.guestId };
}

export async function createRequestState(
  request: Request,
  serverContext: ServerContext | undefined,
  services: AppServices,
  endpoint: Endpoint,
): Promise<RequestState> {
  const { config, database } = services;
  const cookies = parseCookies(request.headers.get('cookie'));
  const secure = cameOverHttps(request, config);
  const sessionId = cookies.get(cookieName(SESSION_COOKIE, secure));
  // A signed-in request reads its session, its user and the portal flags in one statement, unless
  // the session was looked up moments ago; a guest (or a cookie that matches no session) and a kept
  // session take the flags from a cache of a few seconds (issue 8).
  const lookup = sessionId
    ? await lookUpSession(services, sessionId)
    : { session: null, flags: null, xsrfToken: null };
  const session = lookup.session;
  if (lookup.flags) rememberPortalFlags(database.db, lookup.flags);
  const flags = lookup.flags ?? (await cachedPortalFlags(database.db));
  // A guest row per anonymous visitor would let any bot fill the sessions table; a signed,
  // cookie-only pre-session id gives the same protection without a write.
  const existingGuestId = cookies.get(cookieName(GUEST_COOKIE, secure));
  const state: RequestState = {
    services,
    requestId: randomUUID(),
    endpoint,
    clientIp: clientAddress(request, serverContext, config),
    secure,
    flags,
    session,
    staleSessionCookie: Boolean(sessionId) && !session,
    guestId: existingGuestId || randomToken(),
    newGuestId: !existingGuestId,
    xsrfValid: false,
    sessionChanged: false,
    loginTried: false,
    ranMutation: false,
  };
  // A session's token comes with it (computed once when it was looked up); a guest's is computed.
  const expectedXsrf = lookup.xsrfToken ?? xsrfTokenFor(services.appKey, xsrfBinding(state));
  state.xsrfValid = matchesXsrfToken(expectedXsrf, request.headers.get(XSRF_HEADER));
  return state;
}

/** The session kept moments ago, else looked up; with the token that binds to it when there is one. */
async function lookUpSession(
  services: AppServices,
  rawId: string,
): Promise<SessionLookup & { xsrfToken: string | null }> {
  const { database, config, appKey } = services;
  const cache = sessionCacheOf(services);
  const idHash = sha256(rawId);
  const kept = cache.get(idHash);
  if (kept) {
    const session = {
      rawId,
      impersonating: kept.impersonating,
      impersonatedBy: kept.impersonatedBy,
      user: kept.user,
    };
    return { session, flags: null, xsrfToken: kept.xsrfToken };
  }
  const since = cache.generation();
  const lookup = await findSessionWithFlags(database.db, rawId, sessionLifetime(config));
  if (!lookup.session) return { ...lookup, xsrfToken: null };
  const xsrfToken = xsrfTokenFor(appKey, { kind: 'session', id: rawId });
  cache.keep(idHash, lookup.session, xsrfToken, since, config.sessionCacheMs);
  return { ...lookup, xsrfToken };
}

export function startSession(state: RequestState, session: ActiveSession): void {
  state.session = session;
  state.sessionChanged = true;
}

export function endSession(state: RequestState): void {
  state.session = null;
  state.sessionChanged = true;
}

export function viewer(context: GraphQLContext): UserRow | null {
  return context.state.session?.user ?? null;
}

/** The Set-Cookie lines this request's outcome needs. */
export function responseCookies(state: RequestState): string[] {
  const secure = state.secure;
  const lines: string[] = [];
  if (state.sessionChanged || state.staleSessionCookie) {
    lines.push(
      state.session
        ? serializeCookie(cookieName(SESSION_COOKIE, secure), state.session.rawId, { httpOnly: true, secure })
        : serializeCookie(cookieName(SESSION_COOKIE, secure), '', { httpOnly: true, secure, maxAge: 0 }),
    );
  }
  if (!state.session && state.newGuestId) {
    lines.push(serializeCookie(cookieName(GUEST_COOKIE, secure), state.guestId, { httpOnly: true, secure }));
  }
  if (!state.xsrfValid || state.sessionChanged) {
    const token = xsrfTokenFor(state.services.appKey, xsrfBinding(state));
    lines.push(serializeCookie(XSRF_COOKIE, token, { httpOnly: false, secure }));
  }
  return lines;
}
