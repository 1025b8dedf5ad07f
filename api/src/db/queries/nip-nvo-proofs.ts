/**
 * Afronden met NIP- of NVO-bewijs (issue 38): a gedragswetenschapper submits the re-registration
 * round with the proof of a current NIP or NVO registration instead of activities. The proof and
 * the round's move to 'pending' are one transaction through the one transition table, exactly as
 * 'Herregistratie indienen'; the staff decision (decideRound) is the same for both paths. Reads and
 * writes name the professional's own id, so another's round reads as missing.
 */
import { and, eq } from 'drizzle-orm';
import { TransitionError } from '../../domain/registration-transitions';
import type { Db } from '../connection';
import { nipNvoProofs, type NipNvoAssociation } from '../schema';
import { attachMedias } from './media-files';
import {
  ROUND_SUBMIT_MESSAGES,
  roundClosedReason,
  submitLockedRound,
  type RoundContext,
} from './re-registration-workflow';

export type NipNvoProofRow = typeof nipNvoProofs.$inferSelect;

/** The chamber whose professionals may renew with NIP or NVO proof (DOMAIN.md). */
export const NIP_NVO_BRANCH = 'gedragswetenschapper';

export const NIP_NVO_MESSAGES = {
  notAvailable: 'Afronden met NIP- of NVO-bewijs is niet beschikbaar voor je kamer.',
  ...ROUND_SUBMIT_MESSAGES,
  file: 'Dit bestand bestaat niet (meer). Upload het opnieuw.',
} as const;

export const offersNipNvoProof = (context: RoundContext) => context.branchValue === NIP_NVO_BRANCH;

export async function proofOfRound(
  db: Db,
  professionalId: string,
  roundItemId: string,
): Promise<NipNvoProofRow | null> {
  const [row] = await db
    .select()
    .from(nipNvoProofs)
    .where(and(eq(nipNvoProofs.roundItemId, roundItemId), eq(nipNvoProofs.professionalId, professionalId)));
  return row ?? null;
}

export interface NipNvoProofValues {
  association: NipNvoAssociation;
  membershipNumber: string;
  validUntil: string;
  /** The proof: the professional's own upload (checked by the caller). */
  mediaId: string;
}

/**
 * Stores the proof and submits the round (`ongoing → pending`), or throws a TransitionError (Dutch)
 * and changes nothing. A round already submitted with a proof answers with that proof: a retry
 * submits once.
 */
export async function submitRoundWithProof(
  db: Db,
  context: RoundContext,
  values: NipNvoProofValues,
  changedBy: string,
  now = new Date(),
): Promise<{ proof: NipNvoProofRow; repeated: boolean }> {
  const { answer, repeated } = await submitLockedRound<NipNvoProofRow>(
    db,
    context,
    changedBy,
    now,
    async (tx, fresh) => {
      const existing = await proofOfRound(tx, fresh.professionalId, fresh.round.id);
      if (existing && fresh.round.status === 'pending') return { repeated: existing };
      const closed = roundClosedReason(fresh, now);
      if (closed) throw new TransitionError(closed);
      const [proof] = await tx
        .insert(nipNvoProofs)
        .values({
          roundItemId: fresh.round.id,
          professionalId: fresh.professionalId,
          association: values.association,
          membershipNumber: values.membershipNumber,
          validUntil: values.validUntil,
        })
        .returning();
      await attachMedias(tx, [values.mediaId], 'nipNvoProof', proof!.id, 'proof');
      return { submitted: proof! };
    },
  );
  return { proof: answer, repeated };
}
