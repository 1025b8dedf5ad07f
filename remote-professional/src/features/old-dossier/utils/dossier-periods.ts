import type { DossierItem, DossierRegistration } from '../api/professional-registrations-query';

/** Statuses of an application still being written: not part of the dossier yet. */
const UNFINISHED = new Set(['draft', 'new']);

export interface DossierPeriod {
  registrationNumber: string | null;
  item: DossierItem;
}

/** The periods of every registration that were submitted or decided, newest first. */
export function dossierPeriods(registrations: readonly DossierRegistration[]): DossierPeriod[] {
  return registrations
    .flatMap((registration) =>
      registration.items
        .filter((item) => !UNFINISHED.has(item.statusEnum.value))
        .map((item) => ({ registrationNumber: registration.registrationNumber ?? null, item })),
    )
    .sort((a, b) => periodStart(b.item).localeCompare(periodStart(a.item)));
}

function periodStart(item: DossierItem): string {
  return String(item.fromDate ?? item.submittedAt ?? item.decidedAt ?? '');
}
