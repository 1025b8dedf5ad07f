/**
 * Afronden met NIP- of NVO-bewijs (remote-professional's /herregistratie-afronden-met-nip-of-nvo-bewijs
 * and the api's submitNipNvoProof): a gedragswetenschapper's current NIP or NVO registration instead
 * of activities. One rule source for form and server. 'today' is the submission day: the api gives
 * the rules the Dutch calendar day, so a registration valid until today still counts.
 */
import type { ValidationRules } from '../types';

export const NIP_NVO_ASSOCIATION_VALUES = ['NIP', 'NVO'] as const;

export const NIP_NVO_PROOF_RULES = {
  association: `required|in:${NIP_NVO_ASSOCIATION_VALUES.join(',')}`,
  membershipNumber: 'required|max:40',
  validUntil: 'required|date|after_or_equal:today',
  // One file: the proof of registration (the upload itself is checked by POST /files).
  mediaUuids: 'required|max:1',
} as const satisfies ValidationRules;
