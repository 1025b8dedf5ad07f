/** The Dutch names of the mutations of linked professionals (the list, its CSV and the digests). */
import type { MutationKind } from '../db/schema';

export const MUTATION_KIND_LABELS: Record<MutationKind, string> = {
  registered: 'Nieuwe registratie',
  reRegistered: 'Geherregistreerd',
  expired: 'Verlopen',
  suspended: 'Geschorst',
  struckOff: 'Doorgehaald',
  unsubscribed: 'Uitgeschreven',
  linkEnded: 'Koppeling beëindigd',
};
