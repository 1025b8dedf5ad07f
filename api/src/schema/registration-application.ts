/**
 * The registration wizard of a professional: start an application (or a new one prefilled from
 * a rejected one), save a step (as draft or in full), ask for the first-year invoice, submit.
 */
import { sendInvoiceReady } from '../mail/send-money-mails';
import { builder } from '../builder';
import type { GraphQLContext } from '../context';
import { createInvoiceFromFees } from '../db/queries/invoices';
import {
  createApplication,
  findOpenTargetById,
  findTargetById,
  saveStepData,
} from '../db/queries/registration-workflow';
import { linkItemInvoice } from '../db/queries/registration-invoice';
import { addToDate, todayInNetherlands } from '../domain/dates';
import {
  isRegistrationStep,
  registrationStepRules,
  REGISTRATION_STEPS,
  STEP_RULES,
  stepNumber,
  type RegistrationStep,
} from '../domain/registration-steps';
import { readRegistrationRules } from '../db/queries/registration-rules';
import { findOpenRegistration } from '../domain/registration-file';
import { INVALID_ID_MESSAGE, throwValidationError, validateOrThrow } from '../graphql-errors';
import { currentProfessional, ownItem, ownItemOrThrow } from '../loaders/current-professional';
import { registrationsOf } from '../loaders/professional';
import { isUuid } from '../auth/one-time-tokens';
import { RegistrationItemRef, RegistrationRef } from './registration';
import { mailerOf, signedInUser } from './action-result';
import { attachStepMedia, checkDiplomas, submitApplication } from './registration-submit';
import { EDITABLE_STATUSES } from '../domain/statuses';

const OWN = { professional: true } as const;

builder.queryField('registrationItem', (t) =>
  t.field({
    type: RegistrationItemRef,
    nullable: true,
    authScopes: OWN,
    description: "One of the signed-in professional's registration items; another's reads as null.",
    args: { uuid: t.arg.string({ required: true }) },
    resolve: async (_root, { uuid }, context) => (await ownItem(context, uuid))?.item ?? null,
  }),
);

builder.queryField('professionalRegistrations', (t) =>
  t.field({
    type: [RegistrationRef],
    authScopes: OWN,
    description: 'All own registrations, newest first, with every period (the old dossier reads these).',
    resolve: async (_root, _args, context) =>
      registrationsOf(context, (await currentProfessional(context)).id),
  }),
);

export const CLOSED_CHAMBER_MESSAGE = 'Deze kamer is gesloten voor nieuwe aanvragen. Kies een andere kamer.';
export const NOT_EDITABLE_MESSAGE = 'Deze aanvraag kan niet meer worden gewijzigd.';

/** A target of an open chamber; a closed chamber's target is refused like a missing one, with its reason. */
async function checkTarget(context: GraphQLContext, uuid: string, field: string) {
  if (!isUuid(uuid)) throwValidationError({ [field]: [INVALID_ID_MESSAGE] });
  const target = await findTargetById(context.db, uuid);
  if (!target) throwValidationError({ [field]: ['Kies een bestaande kamer en target.'] });
  const open = await findOpenTargetById(context.db, uuid, todayInNetherlands());
  if (!open) throwValidationError({ [field]: [CLOSED_CHAMBER_MESSAGE] });
  return open;
}

/** Only the fields of the step's rule table are kept: a key the step does not know is never stored. */
function knownFields(step: RegistrationStep, data: Record<string, unknown>): Record<string, unknown> {
  const known = Object.keys(STEP_RULES[step]);
  return Object.fromEntries(Object.entries(data).filter(([key]) => known.includes(key)));
}

async function refuseSecondApplication(context: GraphQLContext, professionalId: string) {
  if (findOpenRegistration(await registrationsOf(context, professionalId))) {
    throwValidationError({ registrationTargetUuid: ['Je hebt al een openstaande aanvraag.'] });
  }
}

builder.mutationField('createRegistration', (t) =>
  t.field({
    type: RegistrationItemRef,
    authScopes: OWN,
    args: { registrationTargetUuid: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      validateOrThrow(args, STEP_RULES.keuze);
      const professional = await currentProfessional(context);
      const target = await checkTarget(context, args.registrationTargetUuid, 'registrationTargetUuid');
      await refuseSecondApplication(context, professional.id);
      const data = { keuze: { registrationTargetUuid: target.id } };
      return (await createApplication(context.db, professional.id, target.id, data)).item;
    },
  }),
);

builder.mutationField('startRegistrationFromRejected', (t) =>
  t.field({
    type: RegistrationItemRef,
    authScopes: OWN,
    description: 'A new draft application with the answers of a rejected one (not its decision).',
    args: { uuid: t.arg.string({ required: true }) },
    resolve: async (_root, { uuid }, context) => {
      const { item } = await ownItemOrThrow(context, uuid);
      if (item.status !== 'rejected')
        throwValidationError({ uuid: ['Alleen een afgewezen aanvraag kan worden overgenomen.'] });
      const professional = await currentProfessional(context);
      await refuseSecondApplication(context, professional.id);
      const data = { ...(item.data as Record<string, unknown>) };
      // A VOG must be recent at submission: the old one is not carried over.
      delete data.vog;
      const created = await createApplication(context.db, professional.id, item.registrationTargetId!, data);
      return created.item;
    },
  }),
);

builder.mutationField('saveRegistrationStep', (t) =>
  t.field({
    type: RegistrationItemRef,
    authScopes: OWN,
    description: "Saves one step's answers; isDraft 1 drops required rules for empty fields.",
    args: {
      uuid: t.arg.string({ required: true }),
      step: t.arg.string({ required: true }),
      data: t.arg({ type: 'JSON', required: true }),
      isDraft: t.arg.int({ required: false }),
    },
    resolve: async (_root, { uuid, step, data, isDraft }, context) => {
      if (!isRegistrationStep(step))
        throwValidationError({ step: [`Onbekende stap; kies uit ${REGISTRATION_STEPS.join(', ')}.`] });
      if (typeof data !== 'object' || data === null || Array.isArray(data))
        throwValidationError({ data: ['Ongeldige gegevens.'] });
      const stepData = knownFields(step, data as Record<string, unknown>);
      const { item } = await ownItemOrThrow(context, uuid);
      if (!EDITABLE_STATUSES.includes(item.status)) throwValidationError({ uuid: [NOT_EDITABLE_MESSAGE] });
      // The VOG's maximum age is judged here, on the VOG step, before anything is paid.
      const settings = {
        vogMaxAgeMonths: (await readRegistrationRules(context.db)).vogMaxAgeMonthsOnSubmission,
      };
      validateOrThrow(stepData, registrationStepRules(step, settings), { isDraft });
      if (step === 'diplomas' && !isDraft) {
        // The step is done only with its content: at least one diploma with a copy.
        const errors: Record<string, string[]> = {};
        await checkDiplomas(context, (await currentProfessional(context)).id, errors);
        if (Object.keys(errors).length > 0) throwValidationError(errors);
      }
      let targetId: string | undefined;
      if (step === 'keuze' && typeof stepData.registrationTargetUuid === 'string') {
        targetId = (await checkTarget(context, stepData.registrationTargetUuid, 'registrationTargetUuid')).id;
      }
      const mediaUuid = step === 'vog' ? stepData.mediaUuid : undefined;
      if (typeof mediaUuid === 'string' && mediaUuid !== '' && !isUuid(mediaUuid))
        throwValidationError({ mediaUuid: [INVALID_ID_MESSAGE] });
      // The save (only while the status allows it) and the VOG's file go together or not at all.
      return context.db.transaction(async (tx) => {
        const saved = await saveStepData(
          tx,
          item.id,
          EDITABLE_STATUSES,
          step,
          stepData,
          stepNumber(step),
          targetId,
        );
        if (!saved) throwValidationError({ uuid: [NOT_EDITABLE_MESSAGE] });
        if (typeof mediaUuid === 'string' && mediaUuid !== '') {
          await attachStepMedia({ ...context, db: tx }, item, mediaUuid);
        }
        return saved;
      });
    },
  }),
);

const RegistrationInvoiceRef = builder
  .objectRef<{ invoiceUuid: string | null; amountCents: number; status: string }>('RegistrationInvoice')
  .implement({
    description: 'The first-year fee of an application; no invoice when the first year is free.',
    fields: (t) => ({
      invoiceUuid: t.exposeID('invoiceUuid', { nullable: true }),
      amountCents: t.exposeInt('amountCents'),
      status: t.exposeString('status', { description: 'none, open or paid.' }),
    }),
  });

builder.mutationField('requestRegistrationInvoice', (t) =>
  t.field({
    type: RegistrationInvoiceRef,
    authScopes: OWN,
    args: { uuid: t.arg.string({ required: true }) },
    resolve: async (_root, { uuid }, context) => {
      const { item } = await ownItemOrThrow(context, uuid);
      const target = item.registrationTargetId
        ? await findTargetById(context.db, item.registrationTargetId)
        : null;
      if (!target) throwValidationError({ uuid: ['Kies eerst een kamer en target.'] });
      if (!target.firstYearFeeCode) return { invoiceUuid: null, amountCents: 0, status: 'none' };
      const invoice = await context.db.transaction(async (tx) =>
        linkItemInvoice(tx, item, () =>
          createInvoiceFromFees(
            tx,
            signedInUser(context).id,
            [target.firstYearFeeCode!],
            addToDate(todayInNetherlands(), { days: 30 }),
          ),
        ),
      );
      // A new invoice is announced once; asking again returns the same one without a mail.
      if (invoice.created) {
        await sendInvoiceReady(context.db, mailerOf(context), context.config.portalUrl, invoice.invoice);
      }
      return {
        invoiceUuid: invoice.invoice.id,
        amountCents: invoice.amountCents,
        status: invoice.invoice.status,
      };
    },
  }),
);

builder.mutationField('submitRegistration', (t) =>
  t.field({
    type: RegistrationItemRef,
    authScopes: OWN,
    description: 'Sends a draft or incomplete application in (it becomes pending).',
    args: { uuid: t.arg.string({ required: true }) },
    resolve: async (_root, { uuid }, context) =>
      submitApplication(context, await ownItemOrThrow(context, uuid)),
  }),
);
