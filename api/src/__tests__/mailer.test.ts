import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { mailsTo } from '../../testing/mail';
import { UPDATE_PROFILE } from '../../testing/account-operations';
import { createMailer } from '../mail/mailer';
import { activationMail } from '../mail/templates';
import { outbox, users } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Just enough of an SMTP server to receive one message without TLS or authentication. */
function fakeSmtpServer(received: string[]): Promise<Server> {
  const server = createServer((socket: Socket) => {
    let data = false;
    let message = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (data) {
          if (line === '.') {
            data = false;
            received.push(message);
            socket.write('250 OK\r\n');
          } else message += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^(MAIL|RCPT)/i.test(line)) socket.write('250 OK\r\n');
        else if (/^DATA/i.test(line)) {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('mailer adapters', () => {
  it('keeps mail in the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer(t.config, t.db);
    expect(mailer.kind).toBe('outbox');
    await mailer.send(activationMail('outbox@example.nl', 'http://portal.test/x', 24));
    const [mail] = await mailsTo(t.db, 'outbox@example.nl');
    expect(mail).toMatchObject({ subject: 'Activeer je account' });
    expect(mail?.text).toContain('Beste,');
    expect(mail?.html).toContain('<html lang="nl">');
  });

  it('sends through SMTP from MAIL_FROM when SMTP_HOST is set (and keeps a copy)', async () => {
    const received: string[] = [];
    const server = await fakeSmtpServer(received);
    try {
      const config = testConfig(t.config.dataDir, {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String((server.address() as AddressInfo).port),
        MAIL_FROM: 'Register <noreply@register.example>',
      });
      const mailer = createMailer(config, t.db);
      expect(mailer.kind).toBe('smtp');
      await mailer.send(activationMail('smtp@example.nl', 'http://portal.test/activeer', 24));
      expect(received).toHaveLength(1);
      expect(received[0]).toMatch(/From: Register <noreply@register\.example>/);
      expect(received[0]).toMatch(/To: smtp@example\.nl/);
      expect(received[0]).toMatch(/Subject: Activeer je account/);
      expect(await mailsTo(t.db, 'smtp@example.nl')).toHaveLength(1);
    } finally {
      server.close();
    }
  });
});

describe('login notification', () => {
  it('mails the user at sign-in once they asked for it', async () => {
    await t.db.delete(outbox);
    const browser = t.browser();
    await browser.login('concept@demo.nl');
    expect(await mailsTo(t.db, 'concept@demo.nl')).toHaveLength(0);
    await browser.gql(
      UPDATE_PROFILE,
      { step: 'voorkeuren', input: { loginNotification: true, shownInRegister: false } },
      { endpoint: 'portal' },
    );
    const [user] = await t.db.select().from(users).where(eq(users.email, 'concept@demo.nl'));
    expect(user?.loginNotificationEnabled).toBe(true);
    await t.browser().login('concept@demo.nl');
    const [mail] = await mailsTo(t.db, 'concept@demo.nl');
    expect(mail?.subject).toBe('Er is ingelogd op je account');
  });
});
