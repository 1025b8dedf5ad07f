/** The register card's status in words (not only by colour): suspended, valid, expired, ended. */
import type { RegisterCardRecord } from '../db/queries/register-card';
import { todayInNetherlands } from './dates';
import { REGISTRATION_STATUS_LABELS } from './statuses';

export function registerCardStatusText(card: RegisterCardRecord): string {
  const suspended = card.measures.some(
    ({ measure }) =>
      measure.measureType === 'schorsing' &&
      (!measure.endsAt || measure.endsAt >= todayInNetherlands()) &&
      (!measure.startsAt || measure.startsAt <= todayInNetherlands()),
  );
  if (suspended) return 'Geschorst: deze registratie is tijdelijk geschorst.';
  switch (card.registration.status) {
    case 'approved':
      return 'Geregistreerd: deze registratie is geldig.';
    case 'expired':
      return 'Verlopen: deze registratie is niet meer geldig.';
    case 'unsubscribed':
      return 'Beëindigd: deze professional is uitgeschreven.';
    default:
      return `${REGISTRATION_STATUS_LABELS[card.registration.status]}: deze registratie is niet meer geldig.`;
  }
}
