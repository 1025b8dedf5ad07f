/** The Dutch e-mails a professional gets when staff decide on their application. */
import { REGISTER } from '@portal/shared/options';
import type { MailMessage } from '../mail/mailer';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function compose(to: string, subject: string, paragraphs: string[]): MailMessage {
  const closing = `Met vriendelijke groet,\n${REGISTER.name}`;
  return {
    to,
    subject,
    text: ['Beste,', ...paragraphs, closing].join('\n\n'),
    html: [
      '<!doctype html><html lang="nl"><body>',
      '<p>Beste,</p>',
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p>${escapeHtml(closing).replace('\n', '<br>')}</p>`,
      '</body></html>',
    ].join('\n'),
  };
}

export function approvedMail(to: string, portalUrl: string, registrationNumber: string | null): MailMessage {
  return compose(to, 'Je registratie is goedgekeurd', [
    `Je aanvraag voor registratie is goedgekeurd. Je registratienummer is ${registrationNumber ?? 'bekend in het portaal'}.`,
    `Je registerpas staat klaar in het portaal: ${portalUrl}/mijn-registerpas`,
  ]);
}

export function rejectedMail(to: string, portalUrl: string, reason: string): MailMessage {
  return compose(to, 'Je registratieaanvraag is afgewezen', [
    'Je aanvraag voor registratie is afgewezen.',
    `Reden: ${reason}`,
    `Je leest het besluit en kunt een nieuwe aanvraag starten in het portaal: ${portalUrl}/afgewezen-aanvraag`,
    'Ben je het niet eens met dit besluit? Je kunt binnen 6 weken om heroverweging vragen.',
  ]);
}

export function incompleteMail(to: string, portalUrl: string, reason: string): MailMessage {
  return compose(to, 'Je registratieaanvraag is onvolledig', [
    'We hebben je aanvraag bekeken, maar er ontbreekt nog iets.',
    `Wat we nog nodig hebben: ${reason}`,
    `Vul je aanvraag aan en dien hem opnieuw in: ${portalUrl}/registreren`,
  ]);
}
