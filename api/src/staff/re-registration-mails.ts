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
