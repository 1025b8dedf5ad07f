/**
 * Checking a list of participants before points are awarded (issue 40): every row gets its own
 * Dutch result, and nothing is written. An unknown number and a wrong last name get one answer, so
 * the list cannot be used to find out who is registered.
 */
import type { ParticipantRow } from '@portal/shared/csv';
import type { AccreditationRules } from './accreditation-transitions';
import { addToDate } from './dates';

export const POINTS_RESULTS = {
  valid: 'Geldig',
  unknown: 'Onbekend registratienummer of achternaam klopt niet',
  inactive: 'Registratie niet actief',
  wrongChamber: 'Onjuiste kamer',
  alreadyAwarded: 'Al toegekend voor deze sessie',
  duplicate: 'Dubbel in de lijst',
  invalidLine: 'Ongeldige regel',
} as const;

export type PointsResultCode = keyof typeof POINTS_RESULTS;

export const POINTS_MESSAGES = {
  notAwardable:
    'Op deze accreditatie kunnen geen punten worden toegekend: ze is niet goedgekeurd of is verlopen.',
  notStarted: 'Punten kunnen pas worden ingevoerd als de sessie is begonnen.',
  entryPeriodOver: (months: number) =>
    `De termijn om punten in te voeren is verstreken: dat kan tot ${months} maanden na het einde van de sessie.`,
  throttled: 'Er zijn dit uur te veel lijsten gecontroleerd. Probeer het over een uur opnieuw.',
  sessionNotFound: 'Deze sessie bestaat niet.',
} as const;

export interface CheckedRow {
  line: number;
  registrationNumber: string;
  lastName: string;
  code: PointsResultCode;
  message: string;
  /** Only for valid rows; never sent to the client. */
  professionalId: string | null;
  branchValue: string | null;
}

interface Facts {
  professionalId: string | null;
  matches: boolean;
  active: boolean;
  branchValue: string | null;
  alreadyAwarded: boolean;
}

function resultOf(code: PointsResultCode, line: number): string {
  return code === 'invalidLine' ? `${POINTS_RESULTS.invalidLine} (regel ${line})` : POINTS_RESULTS[code];
}

/** The rows that need the database: valid lines, first occurrence of each number. */
export function rowsToLookUp(rows: readonly ParticipantRow[]): Array<{ index: number } & ParticipantRow> {
  const seen = new Set<string>();
  const out: Array<{ index: number } & ParticipantRow> = [];
  rows.forEach((row, index) => {
    if (!row.valid || seen.has(row.registrationNumber)) return;
    seen.add(row.registrationNumber);
    out.push({ ...row, index });
  });
  return out;
}

/** Each row's result from what the database said of the rows it was asked about. */
export function judgeRows(
  rows: readonly ParticipantRow[],
  facts: ReadonlyMap<number, Facts>,
  chambers: readonly string[],
): CheckedRow[] {
  const seen = new Set<string>();
  return rows.map((row, index) => {
    let code: PointsResultCode;
    let fact: Facts | undefined;
    if (!row.valid) code = 'invalidLine';
    else if (seen.has(row.registrationNumber)) code = 'duplicate';
    else {
      seen.add(row.registrationNumber);
      fact = facts.get(index);
      if (!fact || !fact.matches || !fact.professionalId) code = 'unknown';
      else if (!fact.active) code = 'inactive';
      else if (!fact.branchValue || !chambers.includes(fact.branchValue)) code = 'wrongChamber';
      else if (fact.alreadyAwarded) code = 'alreadyAwarded';
      else code = 'valid';
    }
    return {
      line: row.line,
      registrationNumber: row.registrationNumber,
      lastName: row.lastName,
      code,
      message: resultOf(code, row.line),
      professionalId: code === 'valid' ? (fact?.professionalId ?? null) : null,
      branchValue: code === 'valid' ? (fact?.branchValue ?? null) : null,
    };
  });
}

/** The last day points may be entered for a session that ended on `endsOn`. */
export function entryDeadline(endsOn: string, rules: AccreditationRules): string {
  return addToDate(endsOn, { months: rules.pointsEntryMonths });
}

export interface AwardableAccreditation {
  status: string;
  validUntil: string | null;
}

/** Why points cannot be entered for this session today, or null when they can. */
export function awardRefusal(
  accreditation: AwardableAccreditation,
  session: { startsOn: string; endsOn: string },
  rules: AccreditationRules,
  today: string,
): string | null {
  if (accreditation.status !== 'approved' || !accreditation.validUntil || accreditation.validUntil < today) {
    return POINTS_MESSAGES.notAwardable;
  }
  if (session.startsOn > today) return POINTS_MESSAGES.notStarted;
  if (entryDeadline(session.endsOn, rules) < today)
    return POINTS_MESSAGES.entryPeriodOver(rules.pointsEntryMonths);
  return null;
}
