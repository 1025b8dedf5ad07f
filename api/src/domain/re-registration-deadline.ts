/**
 * The one re-registration deadline (issue 38). The drawer's caption, the dashboard, the
 * re-registration screen, reminders and the submit check all read it from here: the approved
 * period's tillDate (SPEC: 'uiterlijk {date}' from tillDate), moved by approved deferrals. The api
 * accepts a submission until the end of that day in the Netherlands.
 */
import { addToDate, todayInNetherlands } from './dates';

export interface DeadlinePeriod {
  tillDate: string | null;
  /** Months of approved deferral (uitstel) on this period: staff's approval adds them. */
  deferredMonths?: number;
}

/** 'YYYY-MM-DD', or null when the period has no end: tillDate moved by the approved deferrals. */
export function reRegistrationDeadline(period: DeadlinePeriod | null): string | null {
  if (!period?.tillDate) return null;
  const deferredMonths = period.deferredMonths ?? 0;
  return deferredMonths > 0 ? addToDate(period.tillDate, { months: deferredMonths }) : period.tillDate;
}

/** True until 23:59:59 Dutch time on the deadline. */
export function acceptsSubmission(deadline: string | null, now: Date = new Date()): boolean {
  return deadline !== null && todayInNetherlands(now) <= deadline;
}
