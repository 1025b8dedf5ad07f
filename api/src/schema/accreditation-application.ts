/**
 * Applying for an accreditation (issue 40, `/accreditaties/aanvragen/{step}`, `bewerken/{uuid}/{step}`,
 * `verlengen/{uuid}`): `accreditationTerms` (the fees and rules from the api's configuration, the
 * chambers), `saveAccreditation` (a step, as draft or in full, checked with the shared rule table),
 * `requestAccreditationInvoice` (the fee invoice, once) and `submitAccreditation` (draft or
 * incomplete to pending, idempotent). The provider is the actor's; another's answers like a missing one.
 */
import { ACCREDITATION_RULES, type ValidationRules } from '@portal/shared/validation';
import { audit } from '../audit/audit-context';
import { isUuid } from '../auth/one-time-tokens';
import { builder } from '../builder';
import type { GraphQLContext } from '../context';
import {
  accreditationFees,
  documentsOf,
  feeInvoiceOf,
  invoiceOfAccreditation,
  openChambers,
  saveAccreditationValues,
  setAccreditationDocuments,
  submitAccreditationRow,
  type AccreditationValues,
} from '../db/queries/accreditation-application';
import { accreditationOf, readAccreditationRules } from '../db/queries/accreditations';
import {
  AccreditationTransitionError,
  EDITABLE_ACCREDITATION_STATUSES,
} from '../domain/accreditation-transitions';
import { addToDate, todayInNetherlands } from '../domain/dates';
import { throwValidationError, validateOrThrow } from '../graphql-errors';
import { signedInUser } from './action-result';
import { ACCREDITATION_NOT_FOUND, AccreditationRef, EDUCATOR_SCOPES, educatorActor } from './accreditations';
import { MediaRef } from './media';
import { OptionRef } from './options';

export const APPLICATION_MESSAGES = {
  notFound: ACCREDITATION_NOT_FOUND,
  notEditable: 'Deze aanvraag is ingediend of afgehandeld en kan niet meer worden gewijzigd.',
  validityInvoiced: 'De geldigheid kan niet meer worden gewijzigd: de factuur voor het tarief is al gemaakt.',
  chamber: 'Kies alleen kamers uit de lijst.',
  documents: 'Dit document bestaat niet (meer). Upload het opnieuw.',
  documentsRequired: 'Voeg minstens één document toe, bijvoorbeeld het programma.',
  payment: 'Betaal eerst het tarief voor de accreditatie.',
  renewal: 'Alleen een goedgekeurde of verlopen accreditatie kan worden verlengd.',
  saved: 'De aanvraag is als concept opgeslagen.',
  submitted: 'De aanvraag is ingediend. Het register beoordeelt haar en mailt je het besluit.',
} as const;

/** The wizard's step with the final test: a draft is held to the final-test rule from there on. */
export const FINAL_TEST_STEP = 5;

/** The shared rule table with the hours from which a final test is required, from the settings. */
export function accreditationRules(finalTestFromHours: number): ValidationRules {
  return {
    ...ACCREDITATION_RULES,
    hasFinalTest: `final_test:form,contactHours,${Math.round(finalTestFromHours)}`,
  };
}

const FeeRef = builder
  .objectRef<{ validityYears: number; description: string; amountCents: number }>('AccreditationFee')
  .implement({
    fields: (t) => ({
      validityYears: t.exposeInt('validityYears'),
      description: t.exposeString('description'),
      amountCents: t.exposeInt('amountCents'),
    }),
  });

interface Terms {
  fees: Array<{ validityYears: number; description: string; amountCents: number }>;
  chambers: Array<{ value: string; label: string }>;
  finalTestFromHours: number;
  pointsEntryMonths: number;
}

const TermsRef = builder.objectRef<Terms>('AccreditationTerms').implement({
  description: 'How accreditation works, from the configuration staff keep: fees, rules, chambers.',
  fields: (t) => ({
    fees: t.field({ type: [FeeRef], resolve: (terms) => terms.fees }),
    chambers: t.field({ type: [OptionRef], resolve: (terms) => terms.chambers }),
    finalTestFromHours: t.exposeInt('finalTestFromHours'),
    pointsEntryMonths: t.exposeInt('pointsEntryMonths'),
  }),
});

builder.queryField('accreditationTerms', (t) =>
  t.field({
    type: TermsRef,
    authScopes: EDUCATOR_SCOPES,
    resolve: async (_root, _args, context) => {
      const rules = await readAccreditationRules(context.db);
      return {
        fees: await accreditationFees(context.db),
        chambers: await openChambers(context.db),
        finalTestFromHours: rules.finalTestFromHours,
        pointsEntryMonths: rules.pointsEntryMonths,
      };
    },
  }),
);

const ApplicationInvoiceRef = builder
  .objectRef<{ invoiceUuid: string; amountCents: number; status: string }>('AccreditationInvoice')
  .implement({
    description: 'The fee invoice of an application (an invoice of the provider).',
    fields: (t) => ({
      invoiceUuid: t.exposeID('invoiceUuid'),
      amountCents: t.exposeInt('amountCents'),
      status: t.exposeString('status', { description: 'open, paid or cancelled.' }),
    }),
  });

builder.objectFields(AccreditationRef, (t) => ({
  canEdit: t.boolean({
    description: 'Draft or incomplete: the provider may still change and submit it.',
    resolve: (row) => EDITABLE_ACCREDITATION_STATUSES.includes(row.status),
  }),
  documents: t.field({ type: [MediaRef], resolve: (row, _args, context) => documentsOf(context.db, row) }),
  invoice: t.field({
    type: ApplicationInvoiceRef,
    nullable: true,
    resolve: async (row, _args, context) => {
      const invoice = await invoiceOfAccreditation(context.db, row);
      if (!invoice) return null;
      const fees = await accreditationFees(context.db);
      const amountCents = fees.find((fee) => fee.validityYears === row.validityYears)?.amountCents ?? 0;
      return { invoiceUuid: invoice.id, amountCents, status: invoice.status };
    },
  }),
}));

const AccreditationInput = builder.inputType('AccreditationInput', {
  fields: (t) => ({
    title: t.string(),
    description: t.string(),
    chambers: t.stringList(),
    form: t.string(),
    contactHours: t.float(),
    points: t.float(),
    programme: t.string(),
    trainers: t.string(),
    hasFinalTest: t.boolean(),
    finalTestDescription: t.string(),
    validityYears: t.int(),
    documentUuids: t.idList(),
  }),
});

const SaveRef = builder
  .objectRef<{ status: string; message: string; uuid: string }>('AccreditationSave')
  .implement({
    description: 'What saving or submitting did, in Dutch, and the application it did it to.',
    fields: (t) => ({
      status: t.exposeString('status', { description: 'SAVED or SUBMITTED.' }),
      message: t.exposeString('message'),
      uuid: t.exposeID('uuid'),
    }),
  });

const trimmed = (value: string | null | undefined) => value?.trim() ?? '';

function uuidArg(value: unknown, field: string): string {
  const id = String(value);
  if (!isUuid(id)) throwValidationError({ [field]: [APPLICATION_MESSAGES.notFound] });
  return id;
}

async function checkChambers(context: GraphQLContext, chambers: readonly string[]) {
  const open = new Set((await openChambers(context.db)).map((chamber) => chamber.value));
  if (chambers.some((chamber) => !open.has(chamber)))
    throwValidationError({ chambers: [APPLICATION_MESSAGES.chamber] });
}

builder.mutationField('saveAccreditation', (t) =>
  t.field({
    type: SaveRef,
    authScopes: EDUCATOR_SCOPES,
    description:
      'Saves a step of an application: a new draft without uuid (or a renewal of renewedFromUuid), or ' +
      "the provider's draft or incomplete one. isDraft 1 drops required rules for empty fields.",
    args: {
      uuid: t.arg.id({ required: false }),
      renewedFromUuid: t.arg.id({ required: false }),
      input: t.arg({ type: AccreditationInput, required: true }),
      step: t.arg.int({ required: false, description: 'The wizard step saved (1 to 8).' }),
      isDraft: t.arg.int(),
    },
    resolve: async (_root, args, context) => {
      const { input } = args;
      const step = Math.min(Math.max(args.step ?? 1, 1), 8);
      const values = {
        title: trimmed(input.title),
        description: trimmed(input.description),
        chambers: [...new Set((input.chambers ?? []).map((chamber) => chamber.trim()).filter(Boolean))],
        form: trimmed(input.form) || null,
        contactHours: input.contactHours ?? null,
        points: input.points ?? null,
        programme: trimmed(input.programme),
        trainers: trimmed(input.trainers),
        hasFinalTest: input.hasFinalTest === true,
        finalTestDescription: trimmed(input.finalTestDescription),
        validityYears: input.validityYears ?? null,
      };
      const rules = accreditationRules((await readAccreditationRules(context.db)).finalTestFromHours);
      // A draft saved before the final-test step cannot have answered it yet.
      const { hasFinalTest: _finalTest, ...beforeFinalTest } = rules;
      // No chamber chosen is an empty answer (a draft may leave it), not a list too short.
      const checked = { ...values, chambers: values.chambers.length > 0 ? values.chambers : null };
      validateOrThrow(checked, args.isDraft && step < FINAL_TEST_STEP ? beforeFinalTest : rules, {
        isDraft: args.isDraft,
      });
      await checkChambers(context, values.chambers);
      const id = args.uuid === null || args.uuid === undefined ? null : uuidArg(args.uuid, 'uuid');
      const actor = await educatorActor(context);
      const user = signedInUser(context);
      let renewedFromId: string | null = null;
      if (id === null && args.renewedFromUuid) {
        const old = await accreditationOf(
          context.db,
          actor.organisation.id,
          uuidArg(args.renewedFromUuid, 'renewedFromUuid'),
        );
        if (!old) throwValidationError({ renewedFromUuid: [APPLICATION_MESSAGES.notFound] });
        if (old.status !== 'approved' && old.status !== 'expired')
          throwValidationError({ renewedFromUuid: [APPLICATION_MESSAGES.renewal] });
        renewedFromId = old.id;
      }
      const saved = await context.db.transaction(async (tx) => {
        const row = await saveAccreditationValues(
          tx,
          actor.organisation.id,
          id,
          {
            ...values,
            form: (values.form ?? 'klassikaal') as AccreditationValues['form'],
            contactHours: values.contactHours ?? 0,
            points: values.points ?? 0,
            validityYears: values.validityYears === 3 ? 3 : 1,
            step,
          },
          { createdByUserId: user.id, renewedFromId },
        );
        if (typeof row === 'string') throwValidationError({ uuid: [APPLICATION_MESSAGES[row]] });
        if (input.documentUuids !== null && input.documentUuids !== undefined) {
          const ids = input.documentUuids.map(String);
          if (
            ids.some((value) => !isUuid(value)) ||
            !(await setAccreditationDocuments(tx, row, user.id, ids))
          )
            throwValidationError({ documentUuids: [APPLICATION_MESSAGES.documents] });
        }
        return row;
      });
      audit(context, {
        event: 'accreditation_save',
        outcome: 'success',
        target: saved.id,
        details: { step, renewedFrom: renewedFromId },
      });
      return { status: 'SAVED', message: APPLICATION_MESSAGES.saved, uuid: saved.id };
    },
  }),
);

builder.mutationField('requestAccreditationInvoice', (t) =>
  t.field({
    type: ApplicationInvoiceRef,
    authScopes: EDUCATOR_SCOPES,
    description: "The application's fee invoice (the validity's fee), made once; asking again returns it.",
    args: { uuid: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const id = uuidArg(args.uuid, 'uuid');
      const actor = await educatorActor(context);
      const answer = await feeInvoiceOf(
        context.db,
        actor.organisation.id,
        id,
        addToDate(todayInNetherlands(), { days: 30 }),
      );
      if (typeof answer === 'string') throwValidationError({ uuid: [APPLICATION_MESSAGES[answer]] });
      if (answer.created) {
        audit(context, { event: 'accreditation_invoice', outcome: 'success', target: answer.invoice.id });
      }
      return {
        invoiceUuid: answer.invoice.id,
        amountCents: answer.amountCents,
        status: answer.invoice.status,
      };
    },
  }),
);

builder.mutationField('submitAccreditation', (t) =>
  t.field({
    type: SaveRef,
    authScopes: EDUCATOR_SCOPES,
    description:
      'Sends a draft or incomplete application in (pending): every rule, a document and the fee paid. ' +
      'Submitting a pending one again answers the same and changes nothing.',
    args: { uuid: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const id = uuidArg(args.uuid, 'uuid');
      const actor = await educatorActor(context);
      const row = await accreditationOf(context.db, actor.organisation.id, id);
      if (!row) throwValidationError({ uuid: [APPLICATION_MESSAGES.notFound] });
      const answer = { status: 'SUBMITTED', message: APPLICATION_MESSAGES.submitted, uuid: row.id };
      if (row.status === 'pending' && row.submittedAt) return answer;
      if (!EDITABLE_ACCREDITATION_STATUSES.includes(row.status))
        throwValidationError({ uuid: [APPLICATION_MESSAGES.notEditable] });
      const rules = accreditationRules((await readAccreditationRules(context.db)).finalTestFromHours);
      const errors: Record<string, string[]> = {};
      try {
        validateOrThrow(
          {
            ...row,
            chambers: row.chambers.length > 0 ? row.chambers : null,
            contactHours: Number(row.contactHours),
            points: Number(row.points),
          },
          rules,
        );
      } catch (error) {
        const validation = (error as { extensions?: { validation?: Record<string, string[]> } }).extensions
          ?.validation;
        if (!validation) throw error;
        Object.assign(errors, validation);
      }
      if ((await documentsOf(context.db, row)).length === 0)
        errors.documentUuids = [APPLICATION_MESSAGES.documentsRequired];
      if ((await invoiceOfAccreditation(context.db, row))?.status !== 'paid')
        errors.payment = [APPLICATION_MESSAGES.payment];
      if (Object.keys(errors).length > 0) throwValidationError(errors);
      try {
        const submitted = await submitAccreditationRow(
          context.db,
          actor.organisation.id,
          row.id,
          signedInUser(context).email,
        );
        if (!submitted) throwValidationError({ uuid: [APPLICATION_MESSAGES.notFound] });
      } catch (error) {
        if (error instanceof AccreditationTransitionError) throwValidationError({ uuid: [error.message] });
        throw error;
      }
      audit(context, { event: 'accreditation_submit', outcome: 'success', target: row.id });
      return answer;
    },
  }),
);
