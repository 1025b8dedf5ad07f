import type { AwardableSession } from '../api/awardable-sessions-query';
import type { CheckedList } from '../api/check-participant-points';

/**
 * The checked list between 'Punten invoeren' and 'Punten toekennen': kept in this remote's memory
 * only (never in the URL or storage: it names participants), and dropped on cancel or award.
 */
export interface PendingAward {
  session: AwardableSession;
  lines: string[];
  check: CheckedList;
}

let pending: PendingAward | null = null;

export function keepPendingAward(value: PendingAward): void {
  pending = value;
}

export function pendingAward(): PendingAward | null {
  return pending;
}

export function dropPendingAward(): void {
  pending = null;
}
