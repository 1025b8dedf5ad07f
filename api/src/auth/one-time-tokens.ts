/**
 * Random one-time tokens for password reset, account migration, invitations, e-mail changes and
 * Professioneel Toezicht: only their SHA-256 is stored; redeeming marks them used in the statement that checks
 * them, so each works exactly once and only before it expires.
 */
import { and, eq, gt, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connection';
import { oneTimeTokens, users, type TokenPurpose } from '../db/schema';
import { randomToken, sha256 } from '../security/tokens';

export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;

export interface TokenSubject {
  userId?: string | null;
  email?: string | null;
  companyId?: string | null;
  educatorId?: string | null;
}

export async function issueToken(
  db: Db,
  purpose: TokenPurpose,
  subject: TokenSubject,
  validMinutes: number,
  token: string = randomToken(),
): Promise<{ id: string; token: string }> {
  const [row] = await db
    .insert(oneTimeTokens)
    .values({
      purpose,
      tokenHash: sha256(token),
      userId: subject.userId ?? null,
      email: subject.email ?? null,
      companyId: subject.companyId ?? null,
      educatorId: subject.educatorId ?? null,
      expiresAt: sql`now() + make_interval(mins => ${validMinutes})`,
    })
    .returning({ id: oneTimeTokens.id });
  if (!row) throw new Error('Token kon niet worden opgeslagen.');
  return { id: row.id, token };
}

/**
 * Issues a token for an account, to be sent to `email`, unless that address already belongs to an
 * account (or the account is gone): null then. One statement either way, so a taken address costs
 * the same database work as a free one.
 */
export async function issueTokenToFreeAddress(
  db: Db,
  purpose: TokenPurpose,
  subject: { userId: string; email: string },
  validMinutes: number,
  token: string = randomToken(),
): Promise<{ id: string; token: string } | null> {
  const owner = alias(users, 'owner');
  const [row] = await db
    .insert(oneTimeTokens)
    .select(
      db
        // insert … select names every column, in the table's order.
        .select({
          id: sql<string>`gen_random_uuid()`.as('id'),
          purpose: sql<TokenPurpose>`${purpose}`.as('purpose'),
          tokenHash: sql<string>`${sha256(token)}`.as('token_hash'),
          userId: users.id,
          email: sql<string>`${subject.email}`.as('email'),
          companyId: sql<string | null>`null::uuid`.as('company_id'),
          educatorId: sql<string | null>`null::uuid`.as('educator_id'),
          expiresAt: sql<Date>`now() + make_interval(mins => ${validMinutes})`.as('expires_at'),
          usedAt: sql<Date | null>`null::timestamptz`.as('used_at'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(users)
        .where(
          and(
            eq(users.id, subject.userId),
            notExists(
              db
                .select({ one: sql`1` })
                .from(owner)
                .where(eq(owner.email, subject.email)),
            ),
          ),
        ),
    )
    .returning({ id: oneTimeTokens.id });
  return row ? { id: row.id, token } : null;
}

function usable(purpose: TokenPurpose, token: string, id?: string) {
  return and(
    eq(oneTimeTokens.purpose, purpose),
    eq(oneTimeTokens.tokenHash, sha256(token)),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, sql`now()`),
    ...(id ? [eq(oneTimeTokens.id, id)] : []),
  );
}

/** Marks the token used and returns it; null when wrong, used or expired. */
export async function redeemToken(
  db: Db,
  purpose: TokenPurpose,
  token: string,
  id?: string,
): Promise<OneTimeTokenRow | null> {
  if (!token || (id !== undefined && !isUuid(id))) return null;
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(purpose, token, id))
    .returning();
  return row ?? null;
}

/** Reads a usable token without spending it (the create form shows whom an invitation is from). */
export async function peekToken(
  db: Db,
  purpose: TokenPurpose,
  token: string,
): Promise<OneTimeTokenRow | null> {
  if (!token) return null;
  const [row] = await db.select().from(oneTimeTokens).where(usable(purpose, token));
  return row ?? null;
}

/** How many tokens of this purpose were issued for the address within the last minutes. */
export async function countRecentTokens(
  db: Db,
  purpose: TokenPurpose,
  email: string,
  minutes: number,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.purpose, purpose),
        eq(oneTimeTokens.email, email),
        gt(oneTimeTokens.createdAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    );
  return row?.total ?? 0;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid column compared with anything else is a database error, not a mismatch. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
