/**
 * Disciplinary measures (DOMAIN.md): waarschuwing, berisping, (voorwaardelijke) schorsing,
 * doorhaling. A measure is in force from its start until its end (without an end: a schorsing or
 * doorhaling stays in force, a waarschuwing or berisping is done once given). A schorsing keeps the
 * registration; a doorhaling ends it.
 */
import { formatDate } from '@portal/shared/format';

export const MEASURE_TYPES = [
  'waarschuwing',
  'berisping',
  'voorwaardelijke-schorsing',
  'schorsing',
  'doorhaling',
] as const;
export type MeasureType = (typeof MEASURE_TYPES)[number];

export interface MeasurePeriod {
  measureType: string;
  startsAt: string | null;
  endsAt: string | null;
}

export type MeasureState = 'upcoming' | 'current' | 'finished';

export const MEASURE_STATE_LABELS: Record<MeasureState, string> = {
  upcoming: 'Nog niet ingegaan',
  current: 'Van kracht',
  finished: 'Afgelopen',
};

const LASTING: readonly string[] = ['voorwaardelijke-schorsing', 'schorsing', 'doorhaling'];

export function measureState(measure: MeasurePeriod, today: string): MeasureState {
  if (measure.startsAt && measure.startsAt > today) return 'upcoming';
  if (measure.endsAt) return measure.endsAt < today ? 'finished' : 'current';
  return LASTING.includes(measure.measureType) ? 'current' : 'finished';
}

/** 'van 01-12-2026 tot en met 01-03-2027', 'vanaf 01-12-2026', or '' without dates. */
export function measurePeriodText(measure: MeasurePeriod): string {
  if (measure.startsAt && measure.endsAt) {
    return `van ${formatDate(measure.startsAt)} tot en met ${formatDate(measure.endsAt)}`;
  }
  if (measure.startsAt) return `vanaf ${formatDate(measure.startsAt)}`;
  if (measure.endsAt) return `tot en met ${formatDate(measure.endsAt)}`;
  return '';
}
