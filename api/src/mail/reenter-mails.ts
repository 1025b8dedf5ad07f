/** The Dutch e-mails of a re-entry request (herintreden): received, approved, rejected. */
import type { MailMessage } from './mailer';
import { compose, type Recipient } from './compose';

export function reenterReceivedMail(to: Recipient, portalUrl: string, uuid: string): MailMessage {
  return compose({
    to,
    subject: 'We hebben je verzoek om herintreding ontvangen',
    paragraphs: [
      'We hebben je verzoek om herintreding ontvangen.',
      'Een medewerker beoordeelt je verzoek. Je krijgt bericht zodra er een besluit is.',
    ],
    link: { label: 'Naar je verzoek', url: `${portalUrl}/herintreden/${uuid}/1` },
  });
}

export function reenterApprovedMail(to: Recipient, portalUrl: string): MailMessage {
  return compose({
    to,
    subject: 'Je verzoek om herintreding is goedgekeurd',
    paragraphs: [
      'Je verzoek om herintreding is goedgekeurd.',
      'Je kunt je nu opnieuw registreren. Twijfel je welke scholing je nodig hebt? Vraag dan een scholingsadvies aan.',
    ],
    link: { label: 'Naar het portaal', url: `${portalUrl}/dashboard` },
  });
}

export function reenterRejectedMail(to: Recipient, portalUrl: string, reason: string): MailMessage {
  return compose({
    to,
    subject: 'Je verzoek om herintreding is afgewezen',
    paragraphs: [
      'Je verzoek om herintreding is afgewezen.',
      `Reden: ${reason}`,
      'Ben je het niet eens met dit besluit? Je kunt binnen 6 weken om heroverweging vragen.',
    ],
    link: { label: 'Bekijk het besluit', url: `${portalUrl}/herintreden/afgewezen` },
  });
}
