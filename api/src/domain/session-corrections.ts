/**
 * What a provider may correct of a session and its awards (issue 40), and the Dutch words of each
 * refusal and of each recorded change. A session is corrected within the entry period only, at the
 * place its course's form allows, and never behind a re-registration that was already sent in.
 */
import { formatDate, formatNumber } from '@portal/shared/format';
import type { AccreditationRules } from './accreditation-transitions';
import { entryDeadline } from './points-check';

export const CORRECTION_MESSAGES = {
  notApproved:
    'Deze accreditatie is niet goedgekeurd of is verlopen: de sessie kan niet meer worden gewijzigd.',
  periodOver: (months: number) =>
    `De termijn om te corrigeren is verstreken: dat kan tot ${months} maanden na het einde van de sessie.`,
  awardNotFound: 'Deze toekenning bestaat niet.',
  submitted:
    'Deze punten tellen al mee in een ingediende herregistratie en kunnen niet meer worden gewijzigd.',
  sessionSubmitted:
    'Punten van deze sessie tellen al mee in een ingediende herregistratie: de data kunnen niet meer worden gewijzigd.',
  awardedInFuture:
    'Er zijn al punten toegekend voor deze sessie: ze kan niet beginnen of eindigen na vandaag.',
  newEndTooEarly: (months: number) =>
    `Met deze einddatum is de termijn om punten in te voeren al verstreken (${months} maanden na het einde).`,
  outsideValidity: 'De sessie moet beginnen binnen de geldigheid van de accreditatie.',
  tooManyPoints: (max: number) =>
    `Voor deze scholing kunnen ten hoogste ${formatNumber(max)} punten worden toegekend.`,
  eLearningOnline: 'Een e-learning wordt online gegeven.',
  classroomAtLocation: 'Een klassikale scholing wordt op een locatie gegeven, niet online.',
  nothingChanged: 'Er is niets gewijzigd.',
  sessionSaved: 'De sessie is gewijzigd.',
  pointsSaved: 'De punten zijn gewijzigd.',
  withdrawn: 'De toekenning is ingetrokken.',
} as const;

/** The points an award may be corrected to (the shared engine's rule strings). */
export const AWARD_POINTS_RULES = { points: 'required|numeric|gt:0|max:1000' } as const;

/** Whether the session's place fits its course's form: e-learning online, klassikaal at a place. */
export function sessionPlaceRefusal(form: string, isOnline: boolean): string | null {
  if (form === 'e-learning' && !isOnline) return CORRECTION_MESSAGES.eLearningOnline;
  if (form === 'klassikaal' && isOnline) return CORRECTION_MESSAGES.classroomAtLocation;
  return null;
}

/** Why the session (and its awards) cannot be corrected today, or null when they can. */
export function correctionRefusal(
  accreditation: { status: string; validUntil: string | null },
  session: { endsOn: string },
  rules: AccreditationRules,
  today: string,
): string | null {
  if (accreditation.status !== 'approved' || !accreditation.validUntil || accreditation.validUntil < today)
    return CORRECTION_MESSAGES.notApproved;
  if (entryDeadline(session.endsOn, rules) < today)
    return CORRECTION_MESSAGES.periodOver(rules.pointsEntryMonths);
  return null;
}

interface PlaceShape {
  startsOn?: unknown;
  endsOn?: unknown;
  location?: unknown;
  isOnline?: unknown;
}

function placeText(place: PlaceShape): string {
  const where = place.isOnline ? 'online' : String(place.location ?? '');
  return `${formatDate(String(place.startsOn))} t/m ${formatDate(String(place.endsOn))}, ${where}`;
}

/** One recorded change in words, for the session's history. */
export function changeDescription(change: {
  kind: string;
  registrationNumber: string | null;
  before: unknown;
  after: unknown;
}): string {
  const before = (change.before ?? {}) as Record<string, unknown>;
  const after = (change.after ?? {}) as Record<string, unknown>;
  switch (change.kind) {
    case 'session':
      return `Sessie gewijzigd van ${placeText(before)} naar ${placeText(after)}`;
    case 'points':
      return `Punten van ${change.registrationNumber ?? ''} gewijzigd van ${formatNumber(Number(before.points))} naar ${formatNumber(Number(after.points))}`;
    default:
      return `Toekenning van ${formatNumber(Number(before.points))} punten aan ${change.registrationNumber ?? ''} ingetrokken`;
  }
}
