/**
 * Which of a professional's registrations and items count as open, approved, current, editable
 * or last rejected. Pure functions over the loaded rows, so the rules read in one place.
 */
import type { RegistrationItemRow, RegistrationWithItems } from '../db/queries/registrations';
import { EDITABLE_STATUSES, OPEN_REGISTRATION_STATUSES, type RegistrationStatus } from './statuses';

export function canEdit(status: RegistrationStatus): boolean {
  return EDITABLE_STATUSES.includes(status);
}

/** The registration being written or assessed (registrations are ordered newest first). */
export function findOpenRegistration(registrations: RegistrationWithItems[]): RegistrationWithItems | null {
  return (
    registrations.find((registration) => OPEN_REGISTRATION_STATUSES.includes(registration.status)) ?? null
  );
}

export function findApprovedRegistration(
  registrations: RegistrationWithItems[],
): RegistrationWithItems | null {
  return registrations.find((registration) => registration.status === 'approved') ?? null;
}

/** A registration that ended (expired or unsubscribed): its owner may ask to re-enter. */
export function hasLapsedRegistration(registrations: RegistrationWithItems[]): boolean {
  return registrations.some(
    (registration) => registration.status === 'expired' || registration.status === 'unsubscribed',
  );
}

function approvedItems(registration: RegistrationWithItems): RegistrationItemRow[] {
  return registration.items.filter((item) => item.status === 'approved' && item.fromDate !== null);
}

/** The approved period that covers today, else the most recent approved period. */
export function findCurrentItem(
  registration: RegistrationWithItems,
  today: string,
): RegistrationItemRow | null {
  const periods = approvedItems(registration).sort((a, b) =>
    (a.fromDate ?? '').localeCompare(b.fromDate ?? ''),
  );
  const covering = periods.filter(
    (item) => item.fromDate! <= today && (item.tillDate === null || today <= item.tillDate),
  );
  return covering.at(-1) ?? periods.at(-1) ?? null;
}

/** The item the professional is working on: the application, or the re-registration round. */
export function findEditItem(registration: RegistrationWithItems): RegistrationItemRow | null {
  return registration.items.filter((item) => canEdit(item.status)).at(-1) ?? null;
}

/**
 * The approved registration's re-registration round: being written (ongoing) or assessed
 * (pending). Either is the registration's edit item; only an ongoing one can be changed.
 */
export function findReRegistrationRound(registration: RegistrationWithItems): RegistrationItemRow | null {
  return (
    registration.items
      .filter(
        (item) => item.kind === 'reRegistration' && (item.status === 'ongoing' || item.status === 'pending'),
      )
      .at(-1) ?? null
  );
}

export function countPeriods(registration: RegistrationWithItems): number {
  return approvedItems(registration).length;
}

export function findLastRejectedItem(registrations: RegistrationWithItems[]): RegistrationItemRow | null {
  let last: RegistrationItemRow | null = null;
  for (const item of registrations.flatMap((registration) => registration.items)) {
    if (item.status === 'rejected' && (!last || item.updatedAt > last.updatedAt)) last = item;
  }
  return last;
}

/** Written but not yet sent in: the dashboard nudges the professional to finish it. */
export function isUnsubmitted(registration: RegistrationWithItems | null): boolean {
  return registration?.status === 'draft' || registration?.status === 'new';
}
