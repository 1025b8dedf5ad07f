/** The Dutch e-mails a professional gets when staff decide on their application. */
import { compose, type Recipient } from '../mail/compose';
import type { MailMessage } from '../mail/mailer';

function composeDecision(to: Recipient, subject: string, paragraphs: string[]): MailMessage {
  return compose({ to, subject, paragraphs });
}

export function approvedMail(
  to: Recipient,
  portalUrl: string,
  registrationNumber: string | null,
): MailMessage {
  return composeDecision(to, 'Je registratie is goedgekeurd', [
    `Je aanvraag voor registratie is goedgekeurd. Je registratienummer is ${registrationNumber ?? 'bekend in het portaal'}.`,
    `Je registerpas staat klaar in het portaal: ${portalUrl}/mijn-registerpas`,
  ]);
}

export function rejectedMail(to: Recipient, portalUrl: string, reason: string): MailMessage {
  return composeDecision(to, 'Je registratieaanvraag is afgewezen', [
    'Je aanvraag voor registratie is afgewezen.',
    `Reden: ${reason}`,
    `Je leest het besluit en kunt een nieuwe aanvraag starten in het portaal: ${portalUrl}/afgewezen-aanvraag`,
    'Ben je het niet eens met dit besluit? Je kunt binnen 6 weken om heroverweging vragen.',
  ]);
}

export function incompleteMail(to: Recipient, portalUrl: string, reason: string): MailMessage {
  return composeDecision(to, 'Je registratieaanvraag is onvolledig', [
    'We hebben je aanvraag bekeken, maar er ontbreekt nog iets.',
    `Wat we nog nodig hebben: ${reason}`,
    `Vul je aanvraag aan en dien hem opnieuw in: ${portalUrl}/registreren`,
  ]);
}
