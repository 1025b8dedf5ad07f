/**
 * FAKE mail server for tests: a real SMTP server (the `smtp-server` package) on a free local port,
 * without TLS or authentication, that records what it receives. `behaviour` makes it refuse or stall
 * messages, to test retries and that no request waits on it.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface FakeSmtpServer {
  port: number;
  received: ReceivedMail[];
  /**
   * `accept` (default), `refuse` (a temporary 451 for every message), `stall` (never answers DATA)
   * or `hold` (accepts a message only when `release()` is called: a delivery caught mid-send).
   */
  behaviour: 'accept' | 'refuse' | 'stall' | 'hold';
  /** Resolves once a message is being held (behaviour `hold`). */
  holding(): Promise<void>;
  /** Accepts the held messages. */
  release(): void;
  /** SMTP_* settings that point the api at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const fake = { received: [] as ReceivedMail[], behaviour: 'accept' } as FakeSmtpServer;
  let held: Array<() => void> = [];
  let whenHeld: Array<() => void> = [];
  fake.holding = () =>
    held.length > 0 ? Promise.resolve() : new Promise<void>((resolve) => whenHeld.push(resolve));
  fake.release = () => {
    const accept = held;
    held = [];
    accept.forEach((done) => done());
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A stalled client must not keep close() waiting for half a minute.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (fake.behaviour === 'stall') return;
        if (fake.behaviour === 'refuse') {
          const error = new Error('Tijdelijk niet beschikbaar') as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        const accept = () => {
          fake.received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        };
        if (fake.behaviour !== 'hold') return accept();
        held.push(accept);
        const waiting = whenHeld;
        whenHeld = [];
        waiting.forEach((resolve) => resolve());
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.port = (server.server.address() as AddressInfo).port;
  fake.env = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(fake.port) };
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
