/**
 * The Dutch e-mails about an application and money: submission received, an invoice ready, a payment
 * received, a direct-debit mandate signed or revoked. Each opens with the recipient's name.
 */
import { formatDate, formatMoneyFromCents } from '@portal/shared/format';
import { compose, type Recipient } from './compose';
import type { MailMessage } from './mailer';

export function submissionReceivedMail(to: Recipient, targetLabel: string, portalUrl: string): MailMessage {
  return compose({
    to,
    subject: 'We hebben je registratieaanvraag ontvangen',
    paragraphs: [
      `We hebben je aanvraag voor de registratie ${targetLabel} ontvangen.`,
      'Een medewerker beoordeelt je aanvraag. Je krijgt bericht zodra er een besluit is of als we nog iets van je nodig hebben.',
    ],
    link: { label: 'Naar je overzicht', url: `${portalUrl}/dashboard` },
  });
}

export interface InvoiceFacts {
  number: string;
  amountCents: number;
  dueDate: string;
}

export function invoiceReadyMail(
  to: Recipient,
  invoice: InvoiceFacts & { uuid: string },
  portalUrl: string,
): MailMessage {
  return compose({
    to,
    subject: `Factuur ${invoice.number} staat voor je klaar`,
    paragraphs: [
      `Factuur ${invoice.number} van ${formatMoneyFromCents(invoice.amountCents)} staat voor je klaar in het portaal.`,
      `Betaal de factuur uiterlijk ${formatDate(invoice.dueDate)}. Je kunt direct betalen met iDEAL.`,
    ],
    link: { label: 'Factuur bekijken en betalen', url: `${portalUrl}/betaling/${invoice.uuid}` },
  });
}

export function paymentReceivedMail(to: Recipient, invoice: Omit<InvoiceFacts, 'dueDate'>): MailMessage {
  return compose({
    to,
    subject: `We hebben je betaling ontvangen`,
    paragraphs: [
      `We hebben je betaling van ${formatMoneyFromCents(invoice.amountCents)} voor factuur ${invoice.number} ontvangen. Dank je wel.`,
      'Je vindt de factuur en de betaling terug onder Mijn facturen in het portaal.',
    ],
  });
}

/** The account number shown only by its last four digits. */
const maskedIban = (iban: string) => `rekening eindigend op ${iban.replace(/\s/g, '').slice(-4)}`;

export function mandateSignedMail(to: Recipient, iban: string): MailMessage {
  return compose({
    to,
    subject: 'Je machtiging voor automatische incasso is afgegeven',
    paragraphs: [
      `Je hebt ons gemachtigd om de jaarlijkse registratiebijdrage automatisch af te schrijven van je ${maskedIban(iban)}.`,
      'Je kunt de machtiging altijd weer intrekken onder Incasso in het portaal. Heb je dit niet zelf gedaan? Neem dan direct contact met ons op.',
    ],
  });
}

export function mandateRevokedMail(to: Recipient): MailMessage {
  return compose({
    to,
    subject: 'Je machtiging voor automatische incasso is ingetrokken',
    paragraphs: [
      'Je machtiging voor automatische incasso is ingetrokken. We schrijven niets meer automatisch af; volgende facturen betaal je zelf.',
      'Heb je dit niet zelf gedaan? Neem dan direct contact met ons op.',
    ],
  });
}
