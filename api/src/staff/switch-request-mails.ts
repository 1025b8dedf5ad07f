/** The Dutch e-mails of a switch request (kamerwissel, targetwissel): received, approved, rejected. */
import type { MailMessage } from '../mail/mailer';
import { compose, type Recipient } from '../mail/compose';
import type { SwitchKind } from '../db/queries/switch-requests';

const WHAT: Record<SwitchKind, string> = {
  branchSwitch: 'om van kamer te wisselen',
  targetSwitch: 'om over te stappen naar een postmasterregistratie',
};

export function switchReceivedMail(to: Recipient, kind: SwitchKind, targetLabel: string): MailMessage {
  return compose({
    to,
    subject: 'We hebben je verzoek ontvangen',
    paragraphs: [
      `We hebben je verzoek ${WHAT[kind]} (${targetLabel}) ontvangen.`,
      'We beoordelen je verzoek en laten je per e-mail weten wat we besluiten. Tot dan blijft je huidige registratie gewoon geldig.',
    ],
  });
}

export function switchApprovedMail(
  to: Recipient,
  portalUrl: string,
  kind: SwitchKind,
  targetLabel: string,
): MailMessage {
  return compose({
    to,
    subject: 'Je verzoek is goedgekeurd',
    paragraphs: [
      `Je verzoek ${WHAT[kind]} is goedgekeurd. Je bent nu geregistreerd als ${targetLabel}.`,
      'Je registratieperiode en je activiteiten voor de herregistratie blijven zoals ze waren.',
      `Je nieuwe registerpas staat in het portaal: ${portalUrl}/mijn-registerpas`,
    ],
  });
}

export function switchRejectedMail(
  to: Recipient,
  portalUrl: string,
  kind: SwitchKind,
  reason: string,
): MailMessage {
  return compose({
    to,
    subject: 'Je verzoek is afgewezen',
    paragraphs: [
      `Je verzoek ${WHAT[kind]} is afgewezen.`,
      `Reden: ${reason}`,
      `Je huidige registratie blijft gewoon geldig. Bekijk je verzoek in het portaal: ${portalUrl}`,
      'Ben je het niet eens met dit besluit? Je kunt binnen 6 weken om heroverweging vragen.',
    ],
  });
}
