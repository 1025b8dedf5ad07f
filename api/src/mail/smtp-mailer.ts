/**
 * Sends through SMTP with nodemailer, never inside a request: `send` only queues the message in the
 * database (so a request cannot be timed by the mail server, e.g. a reset request for an unknown
 * address); a worker delivers the queue right after and on a timer, retrying with back-off. Sent
 * mail is kept without its body (its links must not outlive the delivery).
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpConfig } from '../config/env';
import type { Db } from '../db/connection';
import { claimDueMail, enqueueMail, markFailedAttempt, markSent } from '../db/queries/mail-queue';
import type { ErrorLog } from '../logging/error-log';
import type { Mailer, MailMessage } from './mailer';

/** Attempts before a message is given up (about a day and a half of back-off in total). */
export const MAX_ATTEMPTS = 10;
const BATCH = 20;
const POLL_MS = 30_000;
const STOP_WAIT_MS = 5_000;

/** Seconds to wait after the n-th failed attempt: 1, 2, 4 … minutes, at most 6 hours. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** (attempts - 1), 6 * 3600);
}

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;
  private draining: Promise<number> | null = null;
  private rerun: Promise<number> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    smtp: SmtpConfig,
    private readonly from: string,
    private readonly db: Db,
    private readonly errors: ErrorLog,
  ) {
    this.transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.port === 465,
      auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await enqueueMail(this.db, message);
    // After the response: the caller does not wait for the mail server.
    setImmediate(() => void this.drain());
  }

  /** Starts the timer that retries due messages (the api process; CLI runs drain once). */
  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.drain(), POLL_MS);
    this.timer.unref();
    void this.drain();
  }

  /**
   * Stops for good: no timer, no run that was waiting behind the current one, no run started later.
   * Waits (a few seconds at most) for a delivery in progress.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (!this.draining) return;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      this.draining,
      new Promise((resolve) => (timeout = setTimeout(resolve, STOP_WAIT_MS))),
    ]);
    clearTimeout(timeout);
  }

  /**
   * Delivers what is due; resolves with the number sent. One run at a time: a caller arriving during a
   * run gets the run after it, since the current one may have looked for due mail before the caller's
   * mail was due (callers arriving meanwhile share that next run).
   */
  drain(): Promise<number> {
    // Also ends a rerun queued before stop(): it would run against a database being closed.
    if (this.stopped) return Promise.resolve(0);
    if (this.draining) {
      this.rerun ??= this.draining.then(() => {
        this.rerun = null;
        return this.drain();
      });
      return this.rerun;
    }
    this.draining = this.deliverDue().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  private async deliverDue(): Promise<number> {
    let sent = 0;
    try {
      for (;;) {
        const batch = await claimDueMail(this.db, BATCH);
        for (const mail of batch) {
          try {
            await this.transport.sendMail({
              from: this.from,
              to: mail.to,
              subject: mail.subject,
              text: mail.text ?? '',
              html: mail.html ?? undefined,
            });
            await markSent(this.db, mail.id);
            sent += 1;
          } catch (error) {
            const reason = error instanceof Error ? error.message : String(error);
            const retry = mail.attempts >= MAX_ATTEMPTS ? null : retryDelaySeconds(mail.attempts);
            await markFailedAttempt(this.db, mail.id, reason.slice(0, 500), retry);
            this.errors.record({
              event: 'mail_delivery',
              error,
              details: { mailId: mail.id, attempt: mail.attempts, retryInSeconds: retry },
            });
          }
        }
        if (batch.length < BATCH || this.stopped) return sent;
      }
    } catch (error) {
      // The database may be closing or briefly gone; the timer tries again.
      this.errors.record({ event: 'mail_queue', error });
      return sent;
    }
  }
}
