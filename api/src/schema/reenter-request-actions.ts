/**
 * Herintreden (issue 38): a professional whose registration ended asks to re-enter the register. The
 * request is a draft in steps (type, chamber and target, motivation and diploma copies, earlier
 * disciplinary measures, the register address and shownInRegister), is paid unless the professional's
 * shouldSkipPayment, and is submitted once; staff decide by `pnpm staff decide`. Only the professional
 * themself: another's request reads as missing.
 */
import {
  REENTER_RULES,
  REENTER_STEP_KEYS,
  REENTER_STEP_RULES,
  type ReenterStepKey,
} from '@portal/shared/validation';
import { isUuid } from '../auth/one-time-tokens';
import { eq } from 'drizzle-orm';
import { builder } from '../builder';
import type { GraphQLContext } from '../context';
import type { Db } from '../db/connection';
import { professionals } from '../db/schema';
import { createInvoiceFromFees, invoiceTotal } from '../db/queries/invoices';
import { findOwnUploads } from '../db/queries/media-files';
import { measuresOfRequest, type RequestRow } from '../db/queries/professional-records';
import {
  createReenterDraft,
  findOwnReenter,
  invoiceOfRequest,
  latestRejectedReenter,
  linkReenterInvoice,
  REENTER_NOT_FOUND,
  saveReenter,
  submitReenter,
  type ReenterValues,
} from '../db/queries/reenter-requests';
import { loadReenterTypes } from '../db/queries/registrations';
import { addToDate, todayInNetherlands } from '../domain/dates';
import { TransitionError } from '../domain/registration-transitions';
import { throwValidationError, validateOrThrow } from '../graphql-errors';
import { validate } from '@portal/shared/validation';
import { afterCommit, queueMailIn } from '../mail/in-transaction';
import { recipientOf } from '../mail/recipient';
import { reenterReceivedMail } from '../mail/reenter-mails';
import { sendInvoiceReady } from '../mail/send-money-mails';
import { currentProfessional } from '../loaders/current-professional';
import { professionalFacts, targets } from '../loaders/professional';
import { mailerOf, signedInUser } from './action-result';
import { OptionRef } from './options';
import { ReenterRequestRef } from './reenter-request';

export const NOT_ELIGIBLE =
  'Herintreden kan alleen als je registratie is beëindigd en je geen lopende registratie of aanvraag hebt.';
export const PAYMENT_NEEDED = 'Betaal eerst de registratiebijdrage.';
const REENTER_FEE = 'yearlyFee';

async function ownOrThrow(context: GraphQLContext, uuid: string): Promise<RequestRow> {
  const professional = await currentProfessional(context);
  const request = isUuid(uuid) ? await findOwnReenter(context.db, professional.id, uuid) : null;
  if (!request) throwValidationError({ uuid: [REENTER_NOT_FOUND] });
  return request;
}

async function refusingTransitions<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof TransitionError) throwValidationError({ uuid: [error.message] });
    throw error;
  }
}

builder.queryField('reenterRequest', (t) =>
  t.field({
    type: ReenterRequestRef,
    nullable: true,
    authScopes: { professional: true },
    description: "One of the professional's own re-entry requests; null when missing or another's.",
    args: { uuid: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const uuid = String(args.uuid);
      if (!isUuid(uuid)) return null;
      return findOwnReenter(context.db, (await currentProfessional(context)).id, uuid);
    },
  }),
);

builder.queryField('reenterTypes', (t) =>
  t.field({
    type: [OptionRef],
    authScopes: { professional: true },
    description: 'The kinds of re-entry one may ask (reference data staff may change).',
    resolve: async (_root, _args, context) =>
      (await loadReenterTypes(context.db)).map((row) => ({ value: row.value, label: row.label })),
  }),
);

builder.queryField('rejectedReenterRequest', (t) =>
  t.field({
    type: ReenterRequestRef,
    nullable: true,
    authScopes: { professional: true },
    description: 'The own latest rejected re-entry request, with its reason (/herintreden/afgewezen).',
    resolve: async (_root, _args, context) =>
      latestRejectedReenter(context.db, (await currentProfessional(context)).id),
  }),
);

builder.mutationField('createReenterRequest', (t) =>
  t.field({
    type: ReenterRequestRef,
    authScopes: { professional: true },
    description:
      'Starts a re-entry request as a draft (after an ended registration); the open one when there is one.',
    resolve: async (_root, _args, context) => {
      const professional = await currentProfessional(context);
      const facts = await professionalFacts(context, professional);
      if (!facts.hasLapsedRegistration || facts.hasApprovedRegistration || facts.hasOpenRegistration) {
        throwValidationError({ uuid: [NOT_ELIGIBLE] });
      }
      return createReenterDraft(context.db, professional.id);
    },
  }),
);

const ReenterMeasureInput = builder.inputType('ReenterMeasureInput', {
  fields: (t) => ({
    type: t.string({ required: false }),
    startsAt: t.string({ required: false, description: 'YYYY-MM-DD' }),
    endsAt: t.string({ required: false, description: 'YYYY-MM-DD' }),
    reason: t.string({ required: false }),
  }),
});

const ReenterRequestInput = builder.inputType('ReenterRequestInput', {
  description: "The fields of one step; a step's save writes its own fields only.",
  fields: (t) => ({
    type: t.string({
      required: false,
      description: "A reenter type's value ('reenter', 'hardship-clause').",
    }),
    registrationTargetUuid: t.string({ required: false }),
    motivation: t.string({ required: false }),
    mediaUuids: t.stringList({ required: false, description: 'Copies of diplomas: own uploads.' }),
    hasDisciplinaryMeasures: t.int({ required: false, description: '1 yes, 0 no.' }),
    disciplinaryMeasures: t.field({ type: [ReenterMeasureInput], required: false }),
    shownInRegister: t.int({ required: false, description: '1 yes, 0 no.' }),
    registerStreet: t.string({ required: false }),
    registerHouseNumber: t.string({ required: false }),
    registerHouseNumberAddition: t.string({ required: false }),
    registerPostalCode: t.string({ required: false }),
    registerCity: t.string({ required: false }),
    registerPhone: t.string({ required: false }),
  }),
});

type ReenterInput = typeof ReenterRequestInput.$inferInput;

const text = (value: string | null | undefined) => value?.trim() || null;

async function stepValues(
  context: GraphQLContext,
  step: ReenterStepKey,
  input: ReenterInput,
): Promise<ReenterValues> {
  switch (step) {
    case 'keuze': {
      const targetUuid = input.registrationTargetUuid ?? null;
      const target = targetUuid ? (await targets(context)).find((row) => row.id === targetUuid) : null;
      if (targetUuid && !target)
        throwValidationError({ registrationTargetUuid: ['Kies een target uit de lijst.'] });
      return {
        request: {
          reenterType: input.type || null,
          toBranch: target?.branchValue ?? null,
          toRegistrationTargetId: target?.id ?? null,
        },
      };
    }
    case 'motivatie': {
      const uuids = input.mediaUuids ?? [];
      const uploads = await findOwnUploads(context.db, signedInUser(context).id, uuids.filter(isUuid));
      if (uploads.length !== uuids.length) {
        throwValidationError({ mediaUuids: ['Dit bestand bestaat niet (meer). Upload het opnieuw.'] });
      }
      return { motivation: text(input.motivation), mediaIds: uploads.map((upload) => upload.id) };
    }
    case 'tuchtrecht': {
      const answer = input.hasDisciplinaryMeasures;
      const has = answer === 1 ? true : answer === 0 ? false : null;
      return {
        hasDisciplinaryMeasures: has,
        measures: has
          ? (input.disciplinaryMeasures ?? []).map((measure) => ({
              type: measure.type ?? '',
              startsAt: measure.startsAt || null,
              endsAt: measure.endsAt || null,
              reason: text(measure.reason),
            }))
          : [],
      };
    }
    case 'register': {
      const shown = input.shownInRegister === 1;
      const field = (value: string | null | undefined) => (shown ? text(value) : null);
      return {
        register: {
          shownInRegister: shown,
          registerStreet: field(input.registerStreet),
          registerHouseNumber: field(input.registerHouseNumber),
          registerHouseNumberAddition: field(input.registerHouseNumberAddition),
          registerPostalCode: field(input.registerPostalCode),
          registerCity: field(input.registerCity),
          registerPhone: field(input.registerPhone),
        },
      };
    }
    case 'indienen':
      return {};
  }
}

builder.mutationField('saveReenterRequest', (t) =>
  t.field({
    type: ReenterRequestRef,
    authScopes: { professional: true },
    description:
      'Saves one step of an own editable request (isDraft 1: required rules dropped for empty fields).',
    args: {
      uuid: t.arg.id({ required: true }),
      step: t.arg.string({ required: true, description: REENTER_STEP_KEYS.join(', ') }),
      input: t.arg({ type: ReenterRequestInput, required: true }),
      isDraft: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const request = await ownOrThrow(context, String(args.uuid));
      const step = args.step as ReenterStepKey;
      if (!(REENTER_STEP_KEYS as readonly string[]).includes(step))
        throwValidationError({ step: ['Onbekende stap.'] });
      validateOrThrow(args.input as Record<string, unknown>, REENTER_STEP_RULES[step], {
        isDraft: args.isDraft,
      });
      const values = await stepValues(context, step, args.input);
      return refusingTransitions(() => saveReenter(context.db, request.professionalId, request.id, values));
    },
  }),
);

const ReenterPaymentRef = builder
  .objectRef<{ invoiceUuid: string | null; amountCents: number; status: string }>('ReenterPayment')
  .implement({
    description: "The re-entry fee; status 'none' when the professional needs not pay.",
    fields: (t) => ({
      invoiceUuid: t.exposeID('invoiceUuid', { nullable: true }),
      amountCents: t.exposeInt('amountCents'),
      status: t.exposeString('status', { description: 'none, open or paid.' }),
    }),
  });

builder.mutationField('requestReenterInvoice', (t) =>
  t.field({
    type: ReenterPaymentRef,
    authScopes: { professional: true },
    description: "The fee's invoice of an own editable request: made once, the same one after.",
    args: { uuid: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const request = await ownOrThrow(context, String(args.uuid));
      const professional = await currentProfessional(context);
      if (professional.shouldSkipPayment) return { invoiceUuid: null, amountCents: 0, status: 'none' };
      const user = signedInUser(context);
      const linked = await refusingTransitions(() =>
        linkReenterInvoice(context.db, professional.id, request.id, (tx) =>
          createInvoiceFromFees(tx, user.id, [REENTER_FEE], addToDate(todayInNetherlands(), { days: 30 })),
        ),
      );
      if (linked.created) {
        await sendInvoiceReady(context.db, mailerOf(context), context.config.portalUrl, linked.invoice);
      }
      return {
        invoiceUuid: linked.invoice.id,
        amountCents: await invoiceTotal(context.db, linked.invoice.id),
        status: linked.invoice.status,
      };
    },
  }),
);

/** The stored request as the rules read it: what a submission must meet. */
async function storedValues(
  db: Db,
  professionalId: string,
  request: RequestRow,
): Promise<Record<string, unknown>> {
  // In the submit's transaction (db is its tx): the address as saved, the measures as locked.
  const [professional] = await db.select().from(professionals).where(eq(professionals.id, professionalId));
  if (!professional) throw new Error(`Professional ${professionalId} ontbreekt.`);
  const measures = await measuresOfRequest(db, request.id);
  const answer = (request.data as Record<string, unknown>).hasDisciplinaryMeasures;
  return {
    type: request.reenterType,
    registrationTargetUuid: request.toRegistrationTargetId,
    motivation: request.motivation,
    hasDisciplinaryMeasures: answer === true ? 1 : answer === false ? 0 : null,
    disciplinaryMeasures: measures.map(({ measure }) => ({
      type: measure.measureType,
      startsAt: measure.startsAt,
      endsAt: measure.endsAt,
      reason: measure.reason,
    })),
    shownInRegister: professional.shownInRegister ? 1 : 0,
    registerStreet: professional.registerStreet,
    registerHouseNumber: professional.registerHouseNumber,
    registerHouseNumberAddition: professional.registerHouseNumberAddition,
    registerPostalCode: professional.registerPostalCode,
    registerCity: professional.registerCity,
    registerPhone: professional.registerPhone,
  };
}

builder.mutationField('submitReenterRequest', (t) =>
  t.field({
    type: ReenterRequestRef,
    authScopes: { professional: true },
    description: 'Submits an own draft or incomplete request once every step is met and the fee is paid.',
    args: { uuid: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const request = await ownOrThrow(context, String(args.uuid));
      const professional = await currentProfessional(context);
      const user = signedInUser(context);
      const submitted = await refusingTransitions(() =>
        submitReenter(
          context.db,
          professional.id,
          request.id,
          async (tx, locked) => {
            // On the locked row: what is checked is what goes in.
            const errors = validate(await storedValues(tx, professional.id, locked), REENTER_RULES, {
              today: todayInNetherlands(),
            });
            if (!professional.shouldSkipPayment && !locked.hasApprovedOrder) {
              const invoice = await invoiceOfRequest(tx, locked);
              if (invoice?.status !== 'paid') errors.payment = [PAYMENT_NEEDED];
            }
            if (Object.keys(errors).length > 0) throwValidationError(errors);
          },
          (tx, row) =>
            queueMailIn(
              tx,
              mailerOf(context),
              reenterReceivedMail(recipientOf(user), context.config.portalUrl, row.id),
            ),
        ),
      );
      afterCommit(mailerOf(context));
      return submitted;
    },
  }),
);
