/** The Dutch e-mails of a training advice (scholingsadvies): received, given, sent back. */
import type { MailMessage } from './mailer';
import { compose, type Recipient } from './compose';

export function adviceRequestReceivedMail(to: Recipient, portalUrl: string, uuid: string): MailMessage {
  return compose({
    to,
    subject: 'We hebben je aanvraag voor scholingsadvies ontvangen',
    paragraphs: [
      'We hebben je aanvraag voor scholingsadvies ontvangen.',
      'Een medewerker bekijkt je vraag en stuurt je een advies. Je krijgt bericht zodra het advies klaarstaat.',
    ],
    link: { label: 'Naar je aanvraag', url: `${portalUrl}/scholingsadvies/${uuid}/1` },
  });
}

export function adviceGivenMail(to: Recipient, portalUrl: string, uuid: string): MailMessage {
  return compose({
    to,
    subject: 'Je scholingsadvies staat klaar',
    paragraphs: [
      'Je scholingsadvies staat klaar in het portaal.',
      'Heb je de geadviseerde scholing gevolgd? Rond het advies dan af door je bewijs te uploaden.',
    ],
    link: { label: 'Naar je scholingsadvies', url: `${portalUrl}/scholingsadvies/${uuid}/1` },
  });
}

export function adviceReturnedMail(
  to: Recipient,
  portalUrl: string,
  uuid: string,
  reason: string,
): MailMessage {
  return compose({
    to,
    subject: 'Je aanvraag voor scholingsadvies is teruggestuurd',
    paragraphs: [
      'Je aanvraag voor scholingsadvies is teruggestuurd: we hebben meer van je nodig.',
      `Reden: ${reason}`,
      'Pas je aanvraag aan en dien hem opnieuw in.',
    ],
    link: { label: 'Naar je aanvraag', url: `${portalUrl}/scholingsadvies/${uuid}/1` },
  });
}
