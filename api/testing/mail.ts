/** Reading what the api "sent": the outbox table, where mail goes without SMTP. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/connection';
import { outbox } from '../src/db/schema';

export async function mailsTo(db: Db, to: string) {
  return db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt));
}

/** The path of the newest link to the portal in the newest mail to the address. */
export async function lastLinkTo(db: Db, to: string, portalUrl = 'http://portal.test'): Promise<string> {
  const [mail] = await mailsTo(db, to);
  const escaped = portalUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = mail?.text.match(new RegExp(`${escaped}(/\\S+)`));
  if (!match?.[1]) throw new Error(`geen link in de laatste e-mail aan ${to}`);
  return match[1];
}
