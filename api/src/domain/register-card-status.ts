/** The register card's status in words (not only by colour): suspended, valid, expired, ended. */
import type { RegisterCardRecord } from '../db/queries/register-card';
import { todayInNetherlands } from './dates';
import { measurePeriodText, measureState } from './disciplinary-measures';
import { REGISTRATION_STATUS_LABELS } from './statuses';

export function registerCardStatusText(card: RegisterCardRecord): string {
  const today = todayInNetherlands();
  const inForce = (type: string) =>
    card.measures.find(
      ({ measure }) => measure.measureType === type && measureState(measure, today) === 'current',
    );
  if (inForce('doorhaling'))
    return 'Doorgehaald: deze registratie is beëindigd door een tuchtrechtelijke maatregel.';
  const suspension = inForce('schorsing');
  if (suspension) {
    // For its period, in words.
    const period = measurePeriodText(suspension.measure);
    return `Geschorst${period ? ` ${period}` : ''}: deze registratie is tijdelijk geschorst.`;
  }
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
