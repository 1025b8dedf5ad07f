/**
 * The register card: the owner's ('Mijn registerpas') and the public one at /registerpas/{uuid},
 * which shows only what DOMAIN.md calls public (name, number, date, profession, measures; the
 * address only when the professional opted in). Ordering a replacement card makes an invoice.
 */
import { sendInvoiceReady } from '../mail/send-money-mails';
import { builder, PUBLIC_FIELD } from '../builder';
import { isUuid } from '../auth/one-time-tokens';
import { createInvoiceFromFees, feeAmountCents } from '../db/queries/invoices';
import { cardByPublicId, cardOfProfessional, type RegisterCardRecord } from '../db/queries/register-card';
import { addToDate, todayInNetherlands } from '../domain/dates';
import { fullName } from '../domain/names';
import { publicCardUrl } from '../domain/public-card-url';
import { qrCodeSvg } from '../documents/qr-code';
import { measurePeriodText, measureState } from '../domain/disciplinary-measures';
import { registerCardStatusText } from '../domain/register-card-status';
import { throwValidationError } from '../graphql-errors';
import { currentProfessional } from '../loaders/current-professional';
import { mailerOf, signedInUser } from './action-result';
import { RegistrationStatusOptionRef } from './options';

const MeasureRef = builder
  .objectRef<RegisterCardRecord['measures'][number]>('PublicDisciplinaryMeasure')
  .implement({
    fields: (t) => ({
      label: t.string({ resolve: ({ label }) => label }),
      startsAt: t.field({ type: 'Date', nullable: true, resolve: ({ measure }) => measure.startsAt }),
      endsAt: t.field({ type: 'Date', nullable: true, resolve: ({ measure }) => measure.endsAt }),
      text: t.string({
        description: "The measure and its period in words: 'Schorsing van 01-12-2026 tot en met 01-03-2027'.",
        resolve: ({ measure, label }) => [label, measurePeriodText(measure)].filter(Boolean).join(' '),
      }),
    }),
  });

const RegisterCardRef = builder.objectRef<RegisterCardRecord>('RegisterCard').implement({
  description: 'Only public facts: nothing here may be private (this type is also served signed out).',
  fields: (t) => ({
    publicUuid: t.id({ resolve: (card) => card.registration.publicId }),
    publicUrl: t.string({
      description:
        "The public card's full address on the portal (/registerpas/{uuid}), as its QR code holds it.",
      resolve: (card, _args, context) => publicCardUrl(context.config.portalUrl, card.registration.publicId),
    }),
    publicUrlQrCode: t.string({
      description: 'An SVG image of the QR code that holds publicUrl (Mijn registerpas shows it).',
      resolve: (card, _args, context) =>
        qrCodeSvg(publicCardUrl(context.config.portalUrl, card.registration.publicId)),
    }),
    name: t.string({ resolve: (card) => fullName(card.user) }),
    initials: t.string({ nullable: true, resolve: (card) => card.user.initials }),
    registrationNumber: t.string({ nullable: true, resolve: (card) => card.registration.registrationNumber }),
    registrationDate: t.field({
      type: 'Date',
      nullable: true,
      resolve: (card) => card.professional.firstRegistrationDate,
    }),
    branch: t.string({ nullable: true, resolve: (card) => card.period?.branchLabel ?? null }),
    target: t.string({ nullable: true, resolve: (card) => card.period?.target?.label ?? null }),
    validUntil: t.field({
      type: 'Date',
      nullable: true,
      resolve: (card) => card.period?.item.tillDate ?? null,
    }),
    status: t.field({ type: RegistrationStatusOptionRef, resolve: (card) => card.registration.status }),
    statusText: t.string({
      description: 'The status in words (not only by colour).',
      resolve: registerCardStatusText,
    }),
    disciplinaryMeasures: t.field({
      type: [MeasureRef],
      description: 'The published measures in force today (DOMAIN.md: public, with their period).',
      resolve: (card) =>
        card.measures.filter(({ measure }) => measureState(measure, todayInNetherlands()) === 'current'),
    }),
    registerCity: t.string({
      nullable: true,
      description: 'Only when the professional chose to be shown with an address.',
      resolve: (card) => (card.professional.shownInRegister ? card.professional.registerCity : null),
    }),
  }),
});

builder.queryField('myRegistrationCard', (t) =>
  t.field({
    type: RegisterCardRef,
    nullable: true,
    authScopes: { professional: true },
    resolve: async (_root, _args, context) =>
      cardOfProfessional(context.db, (await currentProfessional(context)).id),
  }),
);

builder.queryField('registrationCard', (t) =>
  t.field({
    type: RegisterCardRef,
    nullable: true,
    extensions: PUBLIC_FIELD,
    description: 'The public register card by its card id (not by registration number).',
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_root, { uuid }, context) => (isUuid(uuid) ? cardByPublicId(context.db, uuid) : null),
  }),
);

const ReplacementCardRef = builder.objectRef<{ invoiceUuid: string }>('ReplacementCardOrder').implement({
  fields: (t) => ({ invoiceUuid: t.exposeID('invoiceUuid') }),
});

builder.queryField('replacementCardFeeCents', (t) =>
  t.int({
    nullable: true,
    authScopes: { professional: true },
    description: 'What a replacement card costs now (the replacementCard fee), said before ordering.',
    resolve: (_root, _args, context) => feeAmountCents(context.db, 'replacementCard'),
  }),
);

builder.mutationField('orderReplacementCard', (t) =>
  t.field({
    type: ReplacementCardRef,
    authScopes: { professional: true },
    description: 'Orders a new physical card: an open invoice of the replacementCard fee.',
    resolve: async (_root, _args, context) => {
      const card = await cardOfProfessional(context.db, (await currentProfessional(context)).id);
      if (card?.registration.status !== 'approved') {
        throwValidationError({ card: ['Een registerpas bestel je alleen bij een geldige registratie.'] });
      }
      // The invoice and its line are written together or not at all.
      const invoice = await context.db.transaction((tx) =>
        createInvoiceFromFees(
          tx,
          signedInUser(context).id,
          ['replacementCard'],
          addToDate(todayInNetherlands(), { days: 30 }),
        ),
      );
      await sendInvoiceReady(context.db, mailerOf(context), context.config.portalUrl, invoice);
      return { invoiceUuid: invoice.id };
    },
  }),
);
