/** The writes on a link, each with its history line in the same transaction. */
import type { Db } from '../db/connection';
import { recordLinkEvent, updateLink, type LinkActor, type LinkRow } from '../db/queries/company-links';
import type { LinkEvent } from '../db/schema';
import { recordMutation } from '../db/queries/company-mutations';

type Change = Parameters<typeof updateLink>[2];

/** Applies the change only from the status read; null when the link moved on meanwhile. */
export function changeLink(
  db: Db,
  link: LinkRow,
  change: Change,
  event: LinkEvent,
  actor: LinkActor,
): Promise<LinkRow | null> {
  return db.transaction(async (tx) => {
    const updated = await updateLink(tx, link, change);
    if (updated) await recordLinkEvent(tx, link.id, event, actor);
    return updated;
  });
}

/** Ends the link; an active link's company sees it on its mutations list (issue 39). */
export function endLink(db: Db, link: LinkRow, actor: LinkActor) {
  return db.transaction(async (tx) => {
    const ended = await changeLink(
      tx,
      link,
      { status: 'ended', endedAt: new Date(), sharesProgress: false },
      'ended',
      actor,
    );
    if (ended && link.status === 'active') await recordMutation(tx, 'linkEnded', { linkId: link.id });
    return ended;
  });
}
