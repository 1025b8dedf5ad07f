/** The mails of a werkgeversverklaring (issues 38 and 39), in Dutch, by name. */
import { compose, type Recipient } from './compose';
import type { MailMessage } from './mailer';

/** To each contact person of the company the professional asked to confirm their hours. */
export function statementRequestedMail(
  to: Recipient,
  professional: string,
  hoursText: string,
  periodText: string,
  portalUrl: string,
): MailMessage {
  return compose({
    to,
    subject: `${professional} vraagt je werkervaringsuren te bevestigen`,
    paragraphs: [
      `${professional} vraagt je organisatie de werkervaring voor de herregistratie te bevestigen: ${hoursText} in de periode ${periodText}.`,
      'Bevestig de uren of pas ze aan op je overzicht in Mijn SKJ.',
    ],
    link: { url: `${portalUrl}/dashboard`, label: 'Naar je overzicht' },
  });
}

/** To the professional once the employer has confirmed (or corrected) the hours. */
export function statementConfirmedMail(
  to: Recipient,
  company: string,
  hoursText: string,
  corrected: boolean,
  portalUrl: string,
): MailMessage {
  return compose({
    to,
    subject: `${company} heeft je werkervaringsuren bevestigd`,
    paragraphs: [
      corrected
        ? `${company} heeft je werkervaring voor je herregistratie aangepast en bevestigd: ${hoursText}.`
        : `${company} heeft je werkervaring voor je herregistratie bevestigd: ${hoursText}.`,
    ],
    link: { url: `${portalUrl}/herregistratie`, label: 'Naar je herregistratie' },
  });
}
