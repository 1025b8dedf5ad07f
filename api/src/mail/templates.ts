/** The Dutch e-mails of the account portal, each as plain text and HTML with the same content. */
import { REGISTER } from '@portal/shared/options';
import type { MailMessage } from './mailer';
import { compose, type Recipient } from './compose';

export type { Recipient } from './compose';

export function activationMail(to: Recipient, url: string, validHours: number): MailMessage {
  return compose({
    to,
    subject: 'Activeer je account',
    paragraphs: [
      'Bevestig je e-mailadres om je account in het portaal te activeren.',
      `De link is ${validHours} uur geldig. Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.`,
    ],
    link: { label: 'Account activeren', url },
  });
}

export function passwordResetMail(to: Recipient, url: string, validMinutes: number): MailMessage {
  return compose({
    to,
    subject: 'Wachtwoord opnieuw instellen',
    paragraphs: [
      'Je hebt gevraagd je wachtwoord opnieuw in te stellen.',
      `De link is ${validMinutes} minuten geldig en werkt één keer. Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft ongewijzigd.`,
    ],
    link: { label: 'Nieuw wachtwoord kiezen', url },
  });
}

export function passwordChangedMail(to: Recipient): MailMessage {
  return compose({
    to,
    subject: 'Je wachtwoord is gewijzigd',
    paragraphs: [
      'Het wachtwoord van je account is zojuist gewijzigd. Je bent op andere apparaten uitgelogd.',
      'Heb je dit niet zelf gedaan? Neem dan direct contact met ons op.',
    ],
  });
}

/** To the new address of a pending change: the change happens only when this link is opened. */
export function emailChangeConfirmationMail(to: Recipient, url: string, validHours: number): MailMessage {
  return compose({
    to,
    subject: 'Bevestig je nieuwe e-mailadres',
    paragraphs: [
      'Je hebt gevraagd het e-mailadres van je account in het portaal te wijzigen in dit adres. Open de link hieronder om de wijziging te bevestigen; tot dan blijft je oude e-mailadres in gebruik.',
      `De link is ${validHours} uur geldig en werkt één keer. Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; er verandert niets.`,
    ],
    link: { label: 'E-mailadres bevestigen', url },
  });
}

/** To the old address once a change is confirmed. */
export function emailChangedMail(to: Recipient, newEmail: string): MailMessage {
  return compose({
    to,
    subject: 'Je e-mailadres is gewijzigd',
    paragraphs: [
      `Het e-mailadres van je account is gewijzigd in ${newEmail}.`,
      'Heb je dit niet zelf gedaan? Neem dan direct contact met ons op.',
    ],
  });
}

export function invitationMail(
  to: Recipient,
  organisationName: string,
  url: string,
  validDays: number,
): MailMessage {
  return compose({
    to,
    // The organisation name is chosen by the sender's account: never in the subject, where it would
    // read as the register speaking.
    subject: `Uitnodiging voor het portaal van ${REGISTER.name}`,
    paragraphs: [
      `Een collega nodigt je uit om een account aan te maken in het portaal, voor ${organisationName}.`,
      `De uitnodiging is ${validDays} dagen geldig en werkt één keer.`,
    ],
    link: { label: 'Account aanmaken', url },
  });
}

export function reactivationRequestMail(to: Recipient): MailMessage {
  return compose({
    to,
    subject: 'Je verzoek om heractivering is ontvangen',
    paragraphs: [
      'We hebben je verzoek ontvangen om je account opnieuw te activeren.',
      'Een medewerker beoordeelt het verzoek; je hoort binnen vijf werkdagen van ons.',
    ],
  });
}

export function loginNotificationMail(to: Recipient): MailMessage {
  return compose({
    to,
    subject: 'Er is ingelogd op je account',
    paragraphs: [
      'Er is zojuist ingelogd op je account in het portaal.',
      'Was jij dit niet? Wijzig dan direct je wachtwoord.',
    ],
  });
}

export function loginLinkMail(to: Recipient, url: string, validMinutes: number): MailMessage {
  return compose({
    to,
    subject: 'Inloggen bij het portaal',
    paragraphs: [
      'Er is vaak geprobeerd om op je account in te loggen met een verkeerd wachtwoord. Daarom kun je nu inloggen met de link hieronder.',
      `De link werkt één keer en is ${validMinutes} minuten geldig. Was jij het niet? Dan hoef je niets te doen; je wachtwoord is niet gewijzigd.`,
    ],
    link: { label: 'Inloggen', url },
  });
}

/** To the owner of an address someone tried to use for another account (createAccount, changeEmail). */
export function addressInUseMail(to: Recipient): MailMessage {
  return compose({
    to,
    subject: 'Iemand probeerde je e-mailadres te gebruiken',
    paragraphs: [
      'Er is zojuist geprobeerd met dit e-mailadres een account aan te maken of een ander account aan dit adres te koppelen. Je hebt al een account met dit adres; er is niets veranderd.',
      'Was jij dit? Log dan in met je bestaande account, of vraag een nieuw wachtwoord aan als je het niet meer weet. Was jij het niet? Dan hoef je niets te doen.',
    ],
  });
}

/** Someone tried to register an organisation that is already registered (they need an invitation). */
export function organisationExistsMail(to: string): MailMessage {
  return compose({
    to,
    subject: 'Je account is niet aangemaakt',
    paragraphs: [
      'Er is zojuist geprobeerd met dit e-mailadres een account aan te maken voor een organisatie die al in het portaal staat. Er is geen account aangemaakt.',
      'Werk je bij deze organisatie? Vraag dan een beheerder van je organisatie om je uit te nodigen; met de link in die uitnodiging maak je je account aan. Was jij dit niet? Dan hoef je niets te doen.',
    ],
  });
}

/** Staff confirmed the organisation: everything in the portal is open now. */
export function organisationConfirmedMail(to: Recipient, name: string, portalUrl: string): MailMessage {
  return compose({
    to,
    subject: `${name} is bevestigd`,
    paragraphs: [
      `Het register heeft de gegevens van ${name} gecontroleerd en bevestigd. Je kunt nu alle onderdelen van het portaal gebruiken.`,
    ],
    link: { url: `${portalUrl}/inloggen`, label: 'Inloggen' },
  });
}

/** Staff rejected the organisation, with their reason. */
export function organisationRejectedMail(to: Recipient, name: string, reason: string): MailMessage {
  return compose({
    to,
    subject: `${name} is niet bevestigd`,
    paragraphs: [
      `Het register heeft de gegevens van ${name} gecontroleerd en kan de organisatie niet bevestigen.`,
      `Reden: ${reason}`,
      'Denk je dat dit niet klopt? Neem dan contact op met het register.',
    ],
  });
}
