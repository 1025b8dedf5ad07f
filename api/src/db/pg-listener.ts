/**
 * LISTEN on node-postgres. A pool hands its connections to whoever asks next, so a listener needs a
 * connection of its own, kept open while anything listens. When that connection is lost (a database
 * restart, a network drop) it is opened again with a growing pause (1 s, doubling to 5 s), every
 * channel is listened to again, and every handler is called once with an empty payload: notifications
 * sent meanwhile are lost, so a listener must assume something changed.
 */
import pg from 'pg';
import type { NotificationHandler } from './channels';

const FIRST_RETRY_MS = 1_000;
// At most 5 s: after a database restart the session cache hears other processes again soon.
const LAST_RETRY_MS = 5_000;

export interface PgListener {
  /** Resolves once LISTEN is active on the listening connection. */
  listen(channel: string, handler: NotificationHandler): Promise<void>;
  unlisten(channel: string, handler: NotificationHandler): Promise<void>;
  /** Nothing listens, or the listening connection is open. */
  connected(): boolean;
  close(): Promise<void>;
}

export function createPgListener(
  connectionString: string,
  onConnectionLost: (error: Error) => void,
): PgListener {
  const handlers = new Map<string, Set<NotificationHandler>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;
  let closed = false;

  function deliver(channel: string, payload: string): void {
    for (const handler of handlers.get(channel) ?? []) handler(payload);
  }

  function lost(which: pg.Client, error: Error): void {
    if (which !== client) return;
    client = undefined;
    connecting = undefined;
    which.end().catch(() => undefined);
    onConnectionLost(error);
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (closed || handlers.size === 0 || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => {
          // What was sent while the connection was down never arrives: tell every handler.
          for (const channel of handlers.keys()) deliver(channel, '');
        },
        () => scheduleReconnect(),
      );
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString, application_name: 'portal-api-listen' });
      // An error on an idle connection is emitted; without a listener Node would end the process.
      next.on('error', (error) => lost(next, error));
      next.on('end', () => lost(next, new Error('De luisterverbinding met de database is gesloten.')));
      next.on('notification', (message) => deliver(message.channel, message.payload ?? ''));
      try {
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`LISTEN "${channel}"`);
      } catch (error) {
        connecting = undefined;
        await next.end().catch(() => undefined);
        throw error;
      }
      client = next;
      retryMs = FIRST_RETRY_MS;
      return next;
    })();
    return connecting;
  }

  async function disconnect(): Promise<void> {
    const current = client;
    client = undefined;
    connecting = undefined;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    await current?.end().catch(() => undefined);
  }

  return {
    async listen(channel, handler) {
      if (closed) throw new Error('De database is gesloten.');
      const set = handlers.get(channel) ?? new Set();
      handlers.set(channel, set.add(handler));
      try {
        // A fresh connection listens to every channel already; an open one learns this channel now.
        await (await connect()).query(`LISTEN "${channel}"`);
      } catch (error) {
        set.delete(handler);
        if (set.size === 0) handlers.delete(channel);
        throw error;
      }
    },
    async unlisten(channel, handler) {
      const set = handlers.get(channel);
      if (!set?.delete(handler) || set.size > 0) return;
      handlers.delete(channel);
      if (handlers.size === 0) return disconnect();
      await client?.query(`UNLISTEN "${channel}"`);
    },
    connected: () => handlers.size === 0 || client !== undefined,
    async close() {
      closed = true;
      handlers.clear();
      await disconnect();
    },
  };
}
