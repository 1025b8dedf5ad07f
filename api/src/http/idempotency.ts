/**
 * Idempotent mutations (issue 41): a signed-in GraphQL request with an `Idempotency-Key` header runs
 * once per user and key. The form engine sends one with every submit and payment start, the same key
 * again when it retries or the user clicks twice, so a retried or doubled request changes nothing
 * twice:
 *
 * - the first request claims the key (a row in `idempotent_requests`) and runs; its answer is stored
 *   before it is sent, when it was a mutation answered with 200 and no errors;
 * - a request with a key whose answer is stored gets that answer again (`idempotent-replay: true`);
 * - while the first one runs, another gets 409 'Dit verzoek wordt al verwerkt…' and changes nothing;
 * - the same key with another request (another body) is refused with 422;
 * - an answer with errors (a validation error, the database away) is not stored: it changed
 *   nothing, so the retry runs again. A claim whose process died before it stored anything (kill -9) is taken over after
 *   ABANDONED_AFTER_MS; what the mutation did meanwhile is then guarded by its own rules (a submitted
 *   application cannot be submitted again, a started payment is reused).
 *
 * Kept IDEMPOTENCY_HOURS, then removed by the hourly job `idempotency-cleanup`.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { idempotentRequests } from '../db/schema';
import { sha256 } from '../security/tokens';
import { graphqlRefusal, withHeaders } from './responses';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A uuid, or any other 16 to 100 letters, digits, '-' and '_'. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;
/** Longer than any operation may take (OPERATION_TIME_LIMIT_MS, 15 s): its process is gone. */
export const ABANDONED_AFTER_MS = 60_000;
export const IDEMPOTENCY_HOURS = 24;

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'De idempotentiesleutel (Idempotency-Key) moet 16 tot 100 letters, cijfers, - of _ zijn.',
  otherRequest: 'Deze idempotentiesleutel hoort bij een ander verzoek. Er is niets gewijzigd.',
  inProgress: 'Dit verzoek wordt al verwerkt. Wacht even en probeer het dan opnieuw.',
} as const;

export type IdempotentClaim =
  /** Run the request, then hand its answer to `finish` (it stores it, or frees the key). */
  | { kind: 'run'; finish(response: Response, stored: boolean): Promise<Response> }
  /** Answer with this and run nothing. */
  | { kind: 'answer'; response: Response };

function hasErrors(text: string): boolean {
  try {
    const answer = JSON.parse(text) as { errors?: unknown[] } | { errors?: unknown[] }[];
    return [answer].flat().some((one) => (one.errors?.length ?? 0) > 0);
  } catch {
    return true;
  }
}

export async function claimIdempotentRequest(
  db: Db,
  userId: string,
  key: string,
  bodyText: string,
): Promise<IdempotentClaim> {
  if (!KEY_PATTERN.test(key)) {
    return { kind: 'answer', response: graphqlRefusal(IDEMPOTENCY_MESSAGES.invalid, 400) };
  }
  const requestHash = sha256(bodyText);
  const where = and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key));
  const run: IdempotentClaim = {
    kind: 'run',
    async finish(response, store) {
      const text = store && response.status === 200 ? await response.clone().text() : null;
      // Only an answer without errors: an error changed nothing (mutations write in transactions), and
      // the user who mends what it said must get a fresh run, not the old error again.
      if (text === null || hasErrors(text)) {
        await db.delete(idempotentRequests).where(where);
        return response;
      }
      await db
        .update(idempotentRequests)
        .set({ responseStatus: response.status, responseBody: text, finishedAt: new Date() })
        .where(where);
      return response;
    },
  };
  const claimed = await db
    .insert(idempotentRequests)
    .values({ userId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  if (claimed.length > 0) return run;
  const [earlier] = await db.select().from(idempotentRequests).where(where);
  // Gone between the insert and the read (its request failed and freed it): claim it once more.
  if (!earlier) return claimIdempotentRequest(db, userId, key, bodyText);
  if (earlier.requestHash !== requestHash) {
    return { kind: 'answer', response: graphqlRefusal(IDEMPOTENCY_MESSAGES.otherRequest, 422) };
  }
  if (earlier.responseBody !== null) {
    const replay = new Response(earlier.responseBody, {
      status: earlier.responseStatus ?? 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    return { kind: 'answer', response: withHeaders(replay, [['idempotent-replay', 'true']]) };
  }
  // Still running, or its process died: only a claim older than any operation is taken over.
  const takenOver = await db
    .update(idempotentRequests)
    .set({ startedAt: new Date() })
    .where(
      and(
        where,
        sql`${idempotentRequests.responseBody} IS NULL`,
        lt(idempotentRequests.startedAt, new Date(Date.now() - ABANDONED_AFTER_MS)),
      ),
    )
    .returning({ key: idempotentRequests.key });
  if (takenOver.length > 0) return run;
  return { kind: 'answer', response: graphqlRefusal(IDEMPOTENCY_MESSAGES.inProgress, 409) };
}

/** Answers older than IDEMPOTENCY_HOURS go; the number removed. */
export async function removeOldIdempotentRequests(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.startedAt, new Date(now.getTime() - IDEMPOTENCY_HOURS * 3_600_000)))
    .returning({ key: idempotentRequests.key });
  return removed.length;
}
