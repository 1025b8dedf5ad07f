/**
 * Submitting an application: every step in full, at least one diploma with a copy, a VOG no
 * older than the configured maximum, the first-year fee paid where one is due. Then, in one
 * transaction, the VOG is recorded and the item moves to pending through the transition table.
 */
import { afterCommit, queueMailIn } from '../mail/in-transaction';
import { eq } from 'drizzle-orm';
import { submissionReceivedMail } from '../mail/money-mails';
import { recipientOf } from '../mail/recipient';
import { validate } from '@portal/shared/validation';
import type { GraphQLContext } from '../context';
import { diplomasOf } from '../db/queries/professional-records';
import { attachMedias, findMediaById, findOwnUploads, mediasOfModel } from '../db/queries/media-files';
import { invoiceOfItem } from '../db/queries/registration-invoice';
import { readRegistrationRules } from '../db/queries/registration-rules';
import {
  changeItemStatus,
  findTargetById,
  type ItemRow,
  type OwnedItem,
} from '../db/queries/registration-workflow';
import { recordVog } from '../db/queries/vog-records';
import { registrationItems } from '../db/schema';
import { todayInNetherlands } from '../domain/dates';
import { findTransition, TransitionError } from '../domain/registration-transitions';
import {
  REGISTRATION_STEPS,
  registrationStepRules,
  TARGETS_WITH_WORK_EXPERIENCE,
} from '../domain/registration-steps';
import { throwValidationError } from '../graphql-errors';
import { currentProfessional } from '../loaders/current-professional';
import { mailerOf, signedInUser } from './action-result';

export const SUBMIT_MESSAGES = {
  diploma: 'Voeg minstens één diploma met een kopie toe.',
  payment: 'Betaal eerst de registratiebijdrage.',
  media: 'Dit bestand bestaat niet (meer). Upload het opnieuw.',
} as const;

/** A VOG copy on the wizard's VOG step: an own upload, or the file this item already holds. */
export async function attachStepMedia(
  context: GraphQLContext,
  item: ItemRow,
  mediaUuid: string,
): Promise<void> {
  const userId = signedInUser(context).id;
  const [upload] = await findOwnUploads(context.db, userId, [mediaUuid]);
  if (upload) {
    await attachMedias(context.db, [upload.id], 'registrationItem', item.id, 'vog');
    return;
  }
  const media = await findMediaById(context.db, mediaUuid);
  if (media?.modelType !== 'registrationItem' || media.modelId !== item.id) {
    throwValidationError({ mediaUuid: [SUBMIT_MESSAGES.media] });
  }
}

/** At least one diploma with its copy: what the diploma step asks, on saving it in full and on submitting. */
export async function checkDiplomas(
  context: GraphQLContext,
  professionalId: string,
  errors: Record<string, string[]>,
) {
  const diplomas = await diplomasOf(context.db, professionalId);
  for (const { diploma } of diplomas) {
    if ((await mediasOfModel(context.db, 'diploma', diploma.id)).length > 0) return;
  }
  errors.diplomas = [SUBMIT_MESSAGES.diploma];
}

function stepData(item: ItemRow, step: string): Record<string, unknown> {
  const value = (item.data as Record<string, unknown>)[step];
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

export const CHANGED_DURING_SUBMIT_MESSAGE =
  'De aanvraag is net nog gewijzigd. Controleer de gegevens en dien de aanvraag opnieuw in.';

export async function submitApplication(context: GraphQLContext, { item }: OwnedItem): Promise<ItemRow> {
  if (!findTransition(item.status, 'pending', 'professional')) {
    throwValidationError({ uuid: ['Deze aanvraag is al ingediend of afgehandeld.'] });
  }
  const professional = await currentProfessional(context);
  const target = item.registrationTargetId
    ? await findTargetById(context.db, item.registrationTargetId)
    : null;
  if (!target) throwValidationError({ 'keuze.registrationTargetUuid': ['Kies een kamer en target.'] });
  const today = todayInNetherlands();
  const errors: Record<string, string[]> = {};
  // The same rules as each step's save, the VOG's age included: today is the day of submission.
  const settings = { vogMaxAgeMonths: (await readRegistrationRules(context.db)).vogMaxAgeMonthsOnSubmission };
  for (const step of REGISTRATION_STEPS) {
    if (step === 'keuze') continue;
    if (step === 'werkervaring' && !TARGETS_WITH_WORK_EXPERIENCE.includes(target.systemLabel)) continue;
    const stepErrors = validate(stepData(item, step), registrationStepRules(step, settings), { today });
    for (const [field, messages] of Object.entries(stepErrors)) errors[`${step}.${field}`] = messages;
  }
  await checkDiplomas(context, professional.id, errors);
  const issuedOn = String(stepData(item, 'vog').issuedOn);
  const vogFiles = (await mediasOfModel(context.db, 'registrationItem', item.id)).filter(
    (media) => media.collection === 'vog',
  );
  if (vogFiles.length === 0 && !errors['vog.mediaUuid']) errors['vog.mediaUuid'] = [SUBMIT_MESSAGES.media];
  if (target.firstYearFeeCode && (await invoiceOfItem(context.db, item))?.status !== 'paid') {
    errors.payment = [SUBMIT_MESSAGES.payment];
  }
  if (Object.keys(errors).length > 0) throwValidationError(errors);
  const user = signedInUser(context);
  let submitted: ItemRow;
  try {
    submitted = await context.db.transaction(async (tx) => {
      // What was validated above must be what goes in: a save that landed meanwhile refuses the submit
      // (saves after this lock find the item submitted, saveStepData's condition).
      const [current] = await tx
        .select({ updatedAt: registrationItems.updatedAt })
        .from(registrationItems)
        .where(eq(registrationItems.id, item.id))
        .for('update');
      if (current?.updatedAt.getTime() !== item.updatedAt.getTime()) {
        throwValidationError({ uuid: [CHANGED_DURING_SUBMIT_MESSAGE] });
      }
      await recordVog(tx, { professionalId: professional.id, issuedOn, recordedBy: 'aanvraag' });
      const changed = await changeItemStatus(tx, {
        itemId: item.id,
        to: 'pending',
        actor: 'professional',
        changedBy: user.email,
      });
      // With the transition, in its transaction: a crash right after the commit cannot lose the mail.
      await queueMailIn(
        tx,
        mailerOf(context),
        submissionReceivedMail(recipientOf(user), target.label, context.config.portalUrl),
      );
      return changed;
    });
  } catch (error) {
    if (error instanceof TransitionError) throwValidationError({ uuid: [error.message] });
    throw error;
  }
  afterCommit(mailerOf(context));
  return submitted;
}
