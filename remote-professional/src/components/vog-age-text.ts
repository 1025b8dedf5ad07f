/**
 * The register's rule on a VOG's age, in Dutch, from the api's setting (never a number in a screen):
 * the wizard's VOG step and Mijn VOG's both say it.
 */
export function vogAgeText(months: number): string {
  return `Bij het indienen van een aanvraag mag de VOG niet ouder zijn dan ${months} ${months === 1 ? 'maand' : 'maanden'}.`;
}
