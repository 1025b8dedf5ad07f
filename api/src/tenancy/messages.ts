/** The Dutch texts of organisations and their links, in one place for the api and its tests. */
export const ORGANISATION_MESSAGES = {
  notConfirmed:
    'Je organisatie is nog in behandeling: het register controleert eerst de gegevens. Tot die tijd kun je je account verifiëren, het organisatieprofiel invullen en uitloggen.',
  rejected:
    'Je organisatie is niet goedgekeurd door het register. Neem contact op met het register als je denkt dat dit niet klopt.',
  notBeheerder: 'Alleen een beheerder van je organisatie kan dit doen.',
  lastBeheerder:
    'Je organisatie heeft altijd minstens één beheerder nodig. Maak eerst een collega beheerder.',
  colleagueNotFound: 'Deze collega bestaat niet (meer).',
  invitationOtherAddress:
    'Deze uitnodiging is verstuurd naar een ander e-mailadres. Maak je account aan met het adres waarop je de uitnodiging kreeg.',
  linkNotFound: 'Deze koppeling bestaat niet (meer).',
  linkRequestAnswer:
    'Als de gegevens kloppen, krijgt de professional je verzoek te zien. De koppeling telt zodra de professional die bevestigt.',
  linkRequestsThrottled:
    'Je organisatie heeft het afgelopen uur al veel koppelverzoeken gedaan. Probeer het later opnieuw.',
  employerNotFound: 'Deze werkgever bestaat niet (meer).',
  alreadyLinked: 'Je bent al gekoppeld aan deze werkgever, of er staat al een verzoek open.',
} as const;

export const ROLE_LABELS = { beheerder: 'Beheerder', contactpersoon: 'Contactpersoon' } as const;

export const VERIFICATION_LABELS = {
  pending: 'In behandeling',
  confirmed: 'Bevestigd',
  rejected: 'Afgewezen',
} as const;
