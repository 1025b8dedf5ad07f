/** The Dutch e-mails a professional gets when staff decide on their re-registration. */
import { formatDate } from '@portal/shared/format';
import type { MailMessage } from '../mail/mailer';
import { compose, type Recipient } from '../mail/compose';

export function reRegistrationApprovedMail(
  to: Recipient,
  portalUrl: string,
  period: { fromDate: string; tillDate: string },
): MailMessage {
  return compose({
    to,
    subject: 'Je herregistratie is goedgekeurd',
    paragraphs: [
      `Je herregistratie is goedgekeurd. Je nieuwe registratieperiode loopt van ${formatDate(period.fromDate)} tot en met ${formatDate(period.tillDate)}.`,
      `Activiteiten voor je volgende herregistratie houd je bij in het portaal: ${portalUrl}/herregistratie`,
    ],
  });
}

export function reRegistrationRejectedMail(to: Recipient, portalUrl: string, reason: string): MailMessage {
  return compose({
    to,
    subject: 'Je herregistratie is afgewezen',
    paragraphs: [
      'Je herregistratie is afgewezen.',
      `Reden: ${reason}`,
      `Je activiteiten staan weer open: vul ze aan en dien je herregistratie opnieuw in: ${portalUrl}/herregistratie`,
      'Ben je het niet eens met dit besluit? Je kunt binnen 6 weken om heroverweging vragen.',
    ],
  });
}

export function deferralApprovedMail(
  to: Recipient,
  portalUrl: string,
  months: number,
  deadline: string,
): MailMessage {
  return compose({
    to,
    subject: 'Je verzoek om uitstel is goedgekeurd',
    paragraphs: [
      `Je verzoek om ${months} ${months === 1 ? 'maand' : 'maanden'} uitstel is goedgekeurd.`,
      `Je dient je herregistratie nu uiterlijk ${formatDate(deadline)} in: ${portalUrl}/herregistratie`,
    ],
  });
}

export function deferralRejectedMail(to: Recipient, portalUrl: string, reason: string): MailMessage {
  return compose({
    to,
    subject: 'Je verzoek om uitstel is afgewezen',
    paragraphs: [
      'Je verzoek om uitstel van je herregistratie is afgewezen.',
      `Reden: ${reason}`,
      `Je deadline blijft dezelfde. Bekijk je verzoeken in het portaal: ${portalUrl}/uitstel`,
      'Ben je het niet eens met dit besluit? Je kunt binnen 6 weken om heroverweging vragen.',
    ],
  });
}
