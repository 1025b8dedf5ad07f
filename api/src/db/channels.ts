/**
 * PostgreSQL's notification channels belong to the whole database, not to a schema. A Database opened
 * on a schema (a deployment beside others, or a test file's own schema) scopes its channels to that
 * schema, as it scopes its tables, so one deployment's notifications never reach another's listeners.
 */
import { createHash } from 'node:crypto';

/** Channel names are plain lower-case identifiers: the same spelled in LISTEN and in pg_notify. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;
const MAX_IDENTIFIER = 63;

export function scopedChannel(channel: string, schema: string | undefined): string {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Ongeldige kanaalnaam: ${channel}`);
  if (!schema) return channel;
  const readable = `${channel}__${schema}`;
  if (CHANNEL_NAME.test(readable) && readable.length <= MAX_IDENTIFIER) return readable;
  // Longer than an identifier may be, or spelled with characters a channel name cannot have.
  const digest = createHash('sha256').update(schema).digest('hex').slice(0, 16);
  return `${channel.slice(0, MAX_IDENTIFIER - 18)}__${digest}`;
}

export type NotificationHandler = (payload: string) => void;
