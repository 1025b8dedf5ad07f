/**
 * Signed short-lived tokens between the portal and Professioneel Toezicht (PT), HMAC-SHA256 with
 * the shared secret: `base64url(json).signature`. The audience keeps the two directions apart, so
 * a token the portal issued for PT cannot be played back to the portal. Each incoming token id
 * is recorded (hashed) and accepted once.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { oneTimeTokens } from '../db/schema';
import { hmac, randomToken, safeEqual, sha256 } from '../security/tokens';

export const PT_TOKEN_SECONDS = 120;
/** A token from PT may live this long at most, whatever its expiry says. */
export const PT_MAX_LIFETIME_SECONDS = 300;

export interface PtTokenPayload {
  /** The portal user's id. */
  sub: string;
  aud: 'pt' | 'portal';
  /** Expiry, seconds since 1970. */
  exp: number;
  /** Issued at, seconds since 1970. */
  iat: number;
  jti: string;
}

function signature(secret: string, encoded: string): string {
  return hmac(secret, `pt-login:${encoded}`);
}

export function signPtToken(secret: string, payload: PtTokenPayload): string {
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${signature(secret, encoded)}`;
}

export function verifyPtToken(
  secret: string,
  token: string,
  audience: PtTokenPayload['aud'],
): PtTokenPayload | null {
  const [encoded, signed, ...rest] = token.split('.');
  if (!encoded || !signed || rest.length > 0 || !safeEqual(signed, signature(secret, encoded))) return null;
  try {
    const payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<PtTokenPayload>;
    const now = Math.floor(Date.now() / 1000);
    const valid =
      payload.aud === audience &&
      typeof payload.sub === 'string' &&
      typeof payload.jti === 'string' &&
      typeof payload.exp === 'number' &&
      typeof payload.iat === 'number' &&
      payload.exp > now &&
      payload.iat <= now + 30 &&
      payload.exp - payload.iat <= PT_MAX_LIFETIME_SECONDS;
    return valid ? (payload as PtTokenPayload) : null;
  } catch {
    return null;
  }
}

/** A token for PT to sign this user in there; its hash is kept as a record of what was issued. */
export async function issuePtLoginToken(db: Db, secret: string, userId: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const token = signPtToken(secret, {
    sub: userId,
    aud: 'pt',
    iat: now,
    exp: now + PT_TOKEN_SECONDS,
    jti: randomToken(),
  });
  await db.insert(oneTimeTokens).values({
    purpose: 'ptLoginOut',
    tokenHash: sha256(token),
    userId,
    expiresAt: sql`now() + make_interval(secs => ${PT_TOKEN_SECONDS})`,
  });
  return token;
}

/** The user id of a valid, unused token from PT; records its id so it works once. */
export async function redeemPtToken(db: Db, secret: string, token: string): Promise<string | null> {
  const payload = verifyPtToken(secret, token, 'portal');
  if (!payload) return null;
  const [recorded] = await db
    .insert(oneTimeTokens)
    .values({
      purpose: 'ptLoginIn',
      tokenHash: sha256(`pt-jti:${payload.jti}`),
      userId: null,
      expiresAt: new Date(payload.exp * 1000),
      usedAt: sql`now()`,
    })
    .onConflictDoNothing()
    .returning({ id: oneTimeTokens.id });
  return recorded ? payload.sub : null;
}
