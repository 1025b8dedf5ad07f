/** The mails of a practical programme's decision (issue 39), in Dutch, to the company's employees. */
import { compose, type Recipient } from './compose';
import type { MailMessage } from './mailer';

export type ProgrammeMailDecision = 'approve' | 'reject' | 'incomplete';

export function programmeDecisionMail(
  to: Recipient,
  decision: ProgrammeMailDecision,
  participant: string,
  reason: string | null,
  link: string,
): MailMessage {
  const subject = {
    approve: `Praktijkprogramma voor ${participant} goedgekeurd`,
    reject: `Praktijkprogramma voor ${participant} afgewezen`,
    incomplete: `Praktijkprogramma voor ${participant} is onvolledig`,
  }[decision];
  const opening = {
    approve: `Het register heeft de aanvraag van het praktijkprogramma voor ${participant} goedgekeurd.`,
    reject: `Het register heeft de aanvraag van het praktijkprogramma voor ${participant} afgewezen.`,
    incomplete: `De aanvraag van het praktijkprogramma voor ${participant} is nog niet compleet. Vul de aanvraag aan en dien haar opnieuw in.`,
  }[decision];
  return compose({
    to,
    subject,
    paragraphs: [opening, ...(reason ? [`Toelichting: ${reason}`] : [])],
    link: {
      url: link,
      label: decision === 'incomplete' ? 'Aanvraag aanvullen' : 'Bekijk je praktijkprogramma’s',
    },
  });
}
