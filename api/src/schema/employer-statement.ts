/**
 * Werkgeversverklaring (issues 38 and 39): what backs the work-experience hours of a re-registration
 * round. The professional uploads a signed statement (the prefilled PDF is the document route's
 * `employerStatement`), or asks a company they have a confirmed link with to confirm the hours; an
 * employee of that company confirms or corrects them on the dashboard. The company is the actor's,
 * never an argument; another's statement answers exactly as a missing one.
 */
import { EMPLOYER_STATEMENT_RULES, EMPLOYER_STATEMENT_UPLOAD_RULES } from '@portal/shared/validation';
import { formatDate } from '@portal/shared/format';
import { builder } from '../builder';
import { audit } from '../audit/audit-context';
import type { GraphQLContext } from '../context';
import { isUuid } from '../auth/one-time-tokens';
import {
  activeLinkOfProfessional,
  activeLinksOfProfessional,
  confirmStatement,
  contactPersonsOf,
  openRequestsOfCompany,
  professionalAccount,
  replaceStatement,
  RoundNotOpenError,
  statementOfRound,
  type CompanyStatementRow,
  type OwnStatement,
  type StatementValues,
} from '../db/queries/employer-statements';
import { findOwnUploads, mediasOfModel } from '../db/queries/media-files';
import { fullName } from '../domain/names';
import { unitText } from '../domain/re-registration-progress';
import { throwValidationError, validateOrThrow } from '../graphql-errors';
import { afterCommit, queueMailIn } from '../mail/in-transaction';
import { recipientOf } from '../mail/recipient';
import { statementConfirmedMail, statementRequestedMail } from '../mail/statement-mails';
import { storageOf } from '../storage/storage-of';
import { companyActor } from '../tenancy/actor';
import { isOwnProfessional, ownerGuard } from '../tenancy/owner-guards';
import { ActionResultRef, mailerOf, result, signedInUser } from './action-result';
import { MediaConnectionRef } from './media';
import { ReRegistrationRef, roundView, ROUND_NOT_FOUND, type RoundView } from './re-registration';

export const STATEMENT_MESSAGES = {
  notFound: 'Dit verzoek bestaat niet (meer).',
  linkNotFound: 'Kies een werkgever waarmee je een bevestigde koppeling hebt.',
  noWorkExperience: 'Voor je kamer telt geen werkervaring mee: een werkgeversverklaring is niet nodig.',
  noHours: 'Voeg eerst je werkervaring toe als activiteit.',
  roundNotOpen: 'Je herregistratie is al ingediend: de werkgeversverklaring kan niet meer worden gewijzigd.',
  file: 'Dit bestand bestaat niet (meer). Upload het opnieuw.',
} as const;

const hoursText = (hours: number | string) => unitText(Number(hours), 'hours');
const periodText = (from: string, till: string) => `${formatDate(from)} tot en met ${formatDate(till)}`;

/** The caption of what backs the hours, as the re-registration screen shows it. */
export function statementCaption(statement: OwnStatement): string {
  if (statement.kind === 'upload') return 'Verklaring geüpload';
  if (statement.status === 'confirmed')
    return `Bevestigd door werkgever ${statement.companyName ?? ''}`.trim();
  return `Gevraagd aan werkgever ${statement.companyName ?? ''}: nog niet bevestigd`;
}

const EmployerStatementRef = builder.objectRef<OwnStatement>('EmployerStatement').implement({
  description: "What backs the round's work-experience hours: an uploaded statement, or the employer.",
  extensions: ownerGuard<OwnStatement>((row, context) => isOwnProfessional(context, row.professionalId)),
  fields: (t) => ({
    uuid: t.exposeID('id'),
    kind: t.exposeString('kind', { description: "'upload' or 'employer'." }),
    status: t.exposeString('status', { description: "'uploaded', 'requested' or 'confirmed'." }),
    companyName: t.exposeString('companyName', { nullable: true }),
    hoursStated: t.float({ resolve: (row) => Number(row.hoursStated) }),
    hoursConfirmed: t.float({
      nullable: true,
      resolve: (row) => (row.hoursConfirmed === null ? null : Number(row.hoursConfirmed)),
    }),
    confirmedAt: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.confirmedAt }),
    text: t.string({
      description: "'Bevestigd door werkgever {name}', 'Verklaring geüpload', or the open request.",
      resolve: statementCaption,
    }),
    medias: t.field({
      type: MediaConnectionRef,
      resolve: (row, _args, context) => mediasOfModel(context.db, 'employerStatement', row.id),
    }),
  }),
});

const StatementEmployerRef = builder
  .objectRef<{ linkId: string; companyName: string }>('StatementEmployer')
  .implement({
    description: 'A company the professional has a confirmed link with: who may confirm the hours.',
    fields: (t) => ({
      linkUuid: t.exposeID('linkId'),
      name: t.exposeString('companyName'),
    }),
  });

builder.objectField(ReRegistrationRef, 'employerStatement', (t) =>
  t.field({
    type: EmployerStatementRef,
    nullable: true,
    description: 'What backs the work-experience hours; null while nothing does.',
    resolve: ({ context }, _args, graphql) =>
      statementOfRound(graphql.db, context.professionalId, context.round.id),
  }),
);

builder.objectField(ReRegistrationRef, 'statementEmployers', (t) =>
  t.field({
    type: [StatementEmployerRef],
    description: 'The employers the professional may ask to confirm the hours (confirmed links).',
    resolve: ({ context }, _args, graphql) => activeLinksOfProfessional(graphql.db, context.professionalId),
  }),
);

/** The work-experience hours of the round, as summed in SQL for its progress. */
function workHoursOf(view: RoundView): number {
  const lines = view.progress.categories.filter((line) => line.isWorkExperience);
  if (lines.length === 0) throwValidationError({ roundUuid: [STATEMENT_MESSAGES.noWorkExperience] });
  const hours = lines.reduce((total, line) => total + line.achieved, 0);
  if (hours <= 0) throwValidationError({ roundUuid: [STATEMENT_MESSAGES.noHours] });
  return hours;
}

async function ownOpenRound(context: GraphQLContext, uuid: string): Promise<RoundView> {
  const view = isUuid(uuid) ? await roundView(context, uuid) : null;
  if (!view) throwValidationError({ roundUuid: [ROUND_NOT_FOUND] });
  if (view.context.round.status !== 'ongoing')
    throwValidationError({ roundUuid: [STATEMENT_MESSAGES.roundNotOpen] });
  return view;
}

function valuesOf(view: RoundView, hours: number): Omit<StatementValues, 'kind' | 'companyId' | 'mediaId'> {
  return {
    roundItemId: view.context.round.id,
    professionalId: view.context.professionalId,
    periodFrom: view.context.period.fromDate!,
    periodTill: view.context.period.tillDate ?? view.context.deadline,
    hoursStated: hours,
  };
}

async function placed(
  context: GraphQLContext,
  view: RoundView,
  write: () => ReturnType<typeof replaceStatement>,
): Promise<OwnStatement> {
  let removedKeys: string[];
  try {
    ({ removedKeys } = await write());
  } catch (error) {
    if (error instanceof RoundNotOpenError)
      throwValidationError({ roundUuid: [STATEMENT_MESSAGES.roundNotOpen] });
    throw error;
  }
  afterCommit(mailerOf(context));
  const storage = storageOf(context.config);
  await Promise.all(removedKeys.map((key) => storage.delete(key)));
  return (await statementOfRound(context.db, view.context.professionalId, view.context.round.id))!;
}

builder.mutationField('uploadEmployerStatement', (t) =>
  t.field({
    type: EmployerStatementRef,
    authScopes: { professional: true },
    description: "Backs the own round's work-experience hours with a signed statement (an own upload).",
    args: { roundUuid: t.arg.id({ required: true }), mediaUuid: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      validateOrThrow({ mediaUuid: args.mediaUuid }, EMPLOYER_STATEMENT_UPLOAD_RULES);
      const view = await ownOpenRound(context, String(args.roundUuid));
      const hours = workHoursOf(view);
      const mediaUuid = String(args.mediaUuid);
      const [upload] = isUuid(mediaUuid)
        ? await findOwnUploads(context.db, signedInUser(context).id, [mediaUuid])
        : [];
      if (!upload) throwValidationError({ mediaUuid: [STATEMENT_MESSAGES.file] });
      const statement = await placed(context, view, () =>
        replaceStatement(context.db, {
          ...valuesOf(view, hours),
          kind: 'upload',
          companyId: null,
          mediaId: upload.id,
        }),
      );
      audit(context, { event: 'employer_statement_upload', outcome: 'success', target: statement.id });
      return statement;
    },
  }),
);

builder.mutationField('requestEmployerStatement', (t) =>
  t.field({
    type: EmployerStatementRef,
    authScopes: { professional: true },
    description:
      "Asks a company the professional has a confirmed link with to confirm the own round's work-experience hours; its contact persons are mailed.",
    args: { roundUuid: t.arg.id({ required: true }), linkUuid: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const view = await ownOpenRound(context, String(args.roundUuid));
      const linkUuid = String(args.linkUuid);
      const link = isUuid(linkUuid)
        ? await activeLinkOfProfessional(context.db, view.context.professionalId, linkUuid)
        : null;
      if (!link) throwValidationError({ linkUuid: [STATEMENT_MESSAGES.linkNotFound] });
      const hours = workHoursOf(view);
      const values = valuesOf(view, hours);
      const user = signedInUser(context);
      const contacts = await contactPersonsOf(context.db, link.companyId);
      const statement = await placed(context, view, () =>
        replaceStatement(
          context.db,
          { ...values, kind: 'employer', companyId: link.companyId, mediaId: null },
          async (tx) => {
            // With the request, in its transaction: the request and its mails commit together.
            for (const contact of contacts) {
              await queueMailIn(
                tx,
                mailerOf(context),
                statementRequestedMail(
                  recipientOf(contact),
                  fullName(user),
                  hoursText(hours),
                  periodText(values.periodFrom, values.periodTill),
                  context.config.portalUrl,
                ),
              );
            }
          },
        ),
      );
      audit(context, { event: 'employer_statement_request', outcome: 'success', target: statement.id });
      return statement;
    },
  }),
);

const COMPANY_SCOPES = {
  $all: { companyEmployee: true, confirmedOrganisation: true },
} as const;

const CompanyStatementRequestRef = builder
  .objectRef<CompanyStatementRow>('CompanyStatementRequest')
  .implement({
    description: "A linked professional's request to confirm their work-experience hours.",
    fields: (t) => ({
      uuid: t.exposeID('id'),
      name: t.string({ resolve: (row) => fullName(row) }),
      registrationNumber: t.exposeString('registrationNumber', { nullable: true }),
      periodFromDate: t.field({ type: 'Date', resolve: (row) => row.periodFrom }),
      periodTillDate: t.field({ type: 'Date', resolve: (row) => row.periodTill }),
      hours: t.float({ resolve: (row) => Number(row.hoursStated) }),
      requestedAt: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
    }),
  });

builder.queryField('companyStatementRequests', (t) =>
  t.field({
    type: [CompanyStatementRequestRef],
    description:
      "Open requests of professionals linked to the actor's company to confirm their work-experience hours, oldest first.",
    // Read on the Overzicht, which an organisation 'In behandeling' opens too: it has no links, so none.
    authScopes: { companyEmployee: true },
    resolve: async (_root, _args, context) => {
      const actor = await companyActor(context);
      return openRequestsOfCompany(context.db, actor.organisation.id);
    },
  }),
);

builder.mutationField('confirmEmployerStatement', (t) =>
  t.field({
    type: ActionResultRef,
    description:
      "Confirms, or corrects and confirms, the hours of a request to the actor's company; the professional is mailed.",
    authScopes: COMPANY_SCOPES,
    args: { uuid: t.arg.id({ required: true }), hours: t.arg.float({ required: true }) },
    resolve: async (_root, args, context) => {
      validateOrThrow({ hours: args.hours }, EMPLOYER_STATEMENT_RULES);
      const actor = await companyActor(context);
      const id = String(args.uuid);
      const user = signedInUser(context);
      const confirmed = isUuid(id)
        ? await context.db.transaction(async (tx) => {
            const row = await confirmStatement(tx, actor.organisation.id, id, args.hours, user.id);
            if (!row) return null;
            const professional = await professionalAccount(tx, row.professionalId);
            if (professional) {
              await queueMailIn(
                tx,
                mailerOf(context),
                statementConfirmedMail(
                  recipientOf(professional),
                  actor.organisation.name,
                  hoursText(args.hours),
                  Number(row.hoursStated) !== args.hours,
                  context.config.portalUrl,
                ),
              );
            }
            return row;
          })
        : null;
      if (!confirmed) throwValidationError({ uuid: [STATEMENT_MESSAGES.notFound] });
      afterCommit(mailerOf(context));
      audit(context, {
        event: 'employer_statement_confirm',
        outcome: 'success',
        target: confirmed.id,
        details: { corrected: Number(confirmed.hoursStated) !== args.hours },
      });
      return result('CONFIRMED', `De werkervaring is bevestigd: ${hoursText(args.hours)}.`);
    },
  }),
);
