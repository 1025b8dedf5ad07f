/** How people's names are shown: 'J. de Vries' in the header, 'Jan de Vries' on the dashboard. */

export interface PersonName {
  initials: string | null;
  firstName: string | null;
  infix: string | null;
  lastName: string;
}

function join(parts: Array<string | null | undefined>): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** Initials as written in the register ('J.P.'); derived from the first name when missing. */
export function initialsOf(person: PersonName): string | null {
  if (person.initials?.trim()) return person.initials.trim();
  const first = person.firstName?.trim();
  return first ? `${first[0]?.toUpperCase()}.` : null;
}

export function fullNameAbbreviated(person: PersonName): string {
  return join([initialsOf(person), person.infix, person.lastName]);
}

export function fullName(person: PersonName): string {
  return join([person.firstName ?? initialsOf(person), person.infix, person.lastName]);
}
