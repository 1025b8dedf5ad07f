/** The rows of the SMTP mail queue: enqueue, claim what is due, and record each delivery's outcome. */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { mailQueue } from '../schema';
import type { MailMessage } from '../../mail/mailer';

export type QueuedMail = typeof mailQueue.$inferSelect;

/** How long a claimed message stays invisible to other workers while it is being sent. */
const CLAIM_LEASE = sql`interval '5 minutes'`;

export async function enqueueMail(db: Db, message: MailMessage): Promise<void> {
  await db.insert(mailQueue).values(message);
}

/**
 * Claims up to `limit` due messages for this worker. The lease (a later next attempt) and SKIP LOCKED
 * keep two api processes from sending the same message; a worker that dies mid-send releases it when
 * the lease ends.
 */
export async function claimDueMail(db: Db, limit: number): Promise<QueuedMail[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(and(eq(mailQueue.status, 'queued'), lte(mailQueue.nextAttemptAt, sql`now()`)))
      .orderBy(mailQueue.createdAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailQueue)
      .set({ attempts: sql`${mailQueue.attempts} + 1`, nextAttemptAt: sql`now() + ${CLAIM_LEASE}` })
      .where(
        inArray(
          mailQueue.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailQueue)
    .set({ status: 'sent', sentAt: sql`now()`, text: null, html: null, lastError: null })
    .where(eq(mailQueue.id, id));
}

export async function markFailedAttempt(
  db: Db,
  id: string,
  error: string,
  retryAfterSeconds: number | null,
): Promise<void> {
  await db
    .update(mailQueue)
    .set(
      retryAfterSeconds === null
        ? { status: 'failed', text: null, html: null, lastError: error }
        : { lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${retryAfterSeconds})` },
    )
    .where(eq(mailQueue.id, id));
}
