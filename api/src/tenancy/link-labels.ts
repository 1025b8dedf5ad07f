/** The Dutch words for a link's status and the events of its history. */
import type { LinkEvent, LinkStatus } from '../db/schema';

export const LINK_STATUS_LABELS: Record<LinkStatus, string> = {
  requested: 'Aangevraagd',
  active: 'Actief',
  declined: 'Geweigerd',
  ended: 'Beëindigd',
};

export const LINK_EVENT_LABELS: Record<LinkEvent, string> = {
  requested: 'Koppeling aangevraagd',
  confirmed: 'Koppeling bevestigd',
  declined: 'Koppeling geweigerd',
  consentGiven: 'Toestemming gegeven om de voortgang van de herregistratie te delen',
  consentWithdrawn: 'Toestemming ingetrokken om de voortgang van de herregistratie te delen',
  ended: 'Koppeling beëindigd',
};
