/**
 * Sends through SMTP with nodemailer. A copy goes to the outbox too, so staff can see what was
 * sent; a failed delivery is logged and does not undo the action that caused the message.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpConfig } from '../config/env';
import type { Db } from '../db/connection';
import { outbox } from '../db/schema';
import type { Mailer, MailMessage } from './mailer';

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    smtp: SmtpConfig,
    private readonly from: string,
    private readonly db: Db,
  ) {
    this.transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.port === 465,
      auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.db.insert(outbox).values(message);
    try {
      await this.transport.sendMail({ from: this.from, ...message });
    } catch (error) {
      console.error('E-mail aan', message.to, 'kon niet worden verstuurd:', error);
    }
  }
}
