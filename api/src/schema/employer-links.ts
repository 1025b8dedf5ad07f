/**
 * The professional's side of links with employers: their links with the history, the employers
 * they may choose, and confirming, declining, consenting and ending. Every field is the signed-in
 * professional's own; another professional's link answers exactly like a missing one.
 */
import { builder } from '../builder';
import { audit } from '../audit/audit-context';
import { isUuid } from '../auth/one-time-tokens';
import type { GraphQLContext } from '../context';
import {
  confirmedCompany,
  eventsOfLinks,
  insertLink,
  linkOfProfessional,
  linksOfProfessional,
  openLink,
  recordLinkEvent,
  searchConfirmedCompanies,
  type LinkEventRow,
  type LinkRow,
  type ProfessionalLinkRow,
} from '../db/queries/company-links';
import { isUniqueViolation } from '../db/errors';
import { fullName } from '../domain/names';
import { throwValidationError, validateOrThrow } from '../graphql-errors';
import { professionalActor } from '../tenancy/actor';
import { changeLink, endLink } from '../tenancy/link-actions';
import { LINK_EVENT_LABELS, LINK_STATUS_LABELS } from '../tenancy/link-labels';
import { ORGANISATION_MESSAGES } from '../tenancy/messages';
import { ActionResultRef, result, signedInUser } from './action-result';
import { isOwnProfessional, ownerGuard } from '../tenancy/owner-guards';

const LinkHistoryRef = builder.objectRef<LinkEventRow>('EmployerLinkHistoryEntry').implement({
  fields: (t) => ({
    event: t.exposeString('event'),
    label: t.string({ resolve: (entry) => LINK_EVENT_LABELS[entry.event] }),
    by: t.exposeString('actorName', { description: 'The company or the professional who made the change.' }),
    bySide: t.exposeString('actorSide', { description: 'company or professional' }),
    at: t.field({ type: 'DateTime', resolve: (entry) => entry.createdAt }),
  }),
});

type EmployerLinkShape = ProfessionalLinkRow & { history: LinkEventRow[] };

const EmployerLinkRef = builder.objectRef<EmployerLinkShape>('EmployerLink').implement({
  description: 'A link between the professional and an employer, as the professional sees it.',
  // The backstop: whatever field returns a link, only its professional reads it.
  extensions: ownerGuard<EmployerLinkShape>((row, context) =>
    isOwnProfessional(context, row.link.professionalId),
  ),
  fields: (t) => ({
    uuid: t.id({ resolve: (row) => row.link.id }),
    companyName: t.exposeString('companyName'),
    status: t.string({
      description: 'requested, active, declined or ended',
      resolve: (row) => row.link.status,
    }),
    statusLabel: t.string({ resolve: (row) => LINK_STATUS_LABELS[row.link.status] }),
    startedBy: t.string({ resolve: (row) => row.link.startedBy }),
    sharesProgress: t.boolean({ resolve: (row) => row.link.sharesProgress }),
    requestedAt: t.field({ type: 'DateTime', resolve: (row) => row.link.createdAt }),
    confirmedAt: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.link.confirmedAt }),
    endedAt: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.link.endedAt }),
    history: t.field({ type: [LinkHistoryRef], resolve: (row) => row.history }),
  }),
});

const EmployerOptionRef = builder
  .objectRef<{ id: string; name: string; kvkNumber: string | null }>('EmployerOption')
  .implement({
    fields: (t) => ({
      uuid: t.exposeID('id'),
      name: t.exposeString('name'),
      kvkNumber: t.exposeString('kvkNumber', { nullable: true }),
    }),
  });

builder.queryField('myEmployerLinks', (t) =>
  t.field({
    type: [EmployerLinkRef],
    description: "The professional's links with employers (every status), newest first, with their history.",
    authScopes: { professional: true },
    resolve: async (_root, _args, context) => {
      const actor = await professionalActor(context);
      const links = await linksOfProfessional(context.db, actor.professionalId);
      const events = await eventsOfLinks(
        context.db,
        links.map((row) => row.link.id),
      );
      return links.map((row) => ({
        ...row,
        history: events.filter((event) => event.linkId === row.link.id),
      }));
    },
  }),
);

builder.queryField('employerOptions', (t) =>
  t.field({
    type: [EmployerOptionRef],
    description:
      'Confirmed employers whose name contains the search, or whose KvK number it is (at most 20).',
    authScopes: { professional: true },
    args: { search: t.arg.string({ required: true }) },
    resolve: async (_root, { search }, context) => {
      validateOrThrow({ search }, { search: 'required|min:2|max:100' });
      return searchConfirmedCompanies(context.db, search);
    },
  }),
);

async function ownLink(context: GraphQLContext, uuid: string | number): Promise<LinkRow> {
  const actor = await professionalActor(context);
  const id = String(uuid);
  const link = isUuid(id) ? await linkOfProfessional(context.db, actor.professionalId, id) : null;
  if (!link) throwValidationError({ linkUuid: [ORGANISATION_MESSAGES.linkNotFound] });
  return link;
}

function professionalSide(context: GraphQLContext) {
  const user = signedInUser(context);
  return { side: 'professional' as const, userId: user.id, name: fullName(user) };
}

/** The link moved on meanwhile, or is not in the status the action needs: as a missing one. */
function notFound(): never {
  throwValidationError({ linkUuid: [ORGANISATION_MESSAGES.linkNotFound] });
}

builder.mutationField('startEmployerLink', (t) =>
  t.field({
    type: ActionResultRef,
    description:
      'The professional links themself to a confirmed employer; their choice is their confirmation.',
    authScopes: { professional: true },
    args: { companyUuid: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const actor = await professionalActor(context);
      const id = String(args.companyUuid);
      const company = isUuid(id) ? await confirmedCompany(context.db, id) : null;
      if (!company) throwValidationError({ companyUuid: [ORGANISATION_MESSAGES.employerNotFound] });
      if (await openLink(context.db, company.id, actor.professionalId)) {
        throwValidationError({ companyUuid: [ORGANISATION_MESSAGES.alreadyLinked] });
      }
      const side = professionalSide(context);
      const made = await context.db
        .transaction(async (tx) => {
          const link = await insertLink(tx, {
            companyId: company.id,
            professionalId: actor.professionalId,
            status: 'active',
            startedBy: 'professional',
          });
          await recordLinkEvent(tx, link.id, 'requested', side);
          await recordLinkEvent(tx, link.id, 'confirmed', side);
          return link;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error, 'company_professional_links_open_idx')) return null;
          throw error;
        });
      if (!made) throwValidationError({ companyUuid: [ORGANISATION_MESSAGES.alreadyLinked] });
      audit(context, { event: 'link_start', outcome: 'success', target: made.id });
      return result('LINKED', `Je bent nu gekoppeld aan ${company.name}.`);
    },
  }),
);

/** 'Bevestigen' or 'Weigeren' on a waiting request: only from 'requested', the change with its event. */
async function answerRequest(
  context: GraphQLContext,
  linkUuid: string | number,
  change: Parameters<typeof changeLink>[2],
  event: Parameters<typeof changeLink>[3],
  auditEvent: Parameters<typeof audit>[1]['event'],
): Promise<void> {
  const link = await ownLink(context, linkUuid);
  if (link.status !== 'requested') notFound();
  if (!(await changeLink(context.db, link, change, event, professionalSide(context)))) notFound();
  audit(context, { event: auditEvent, outcome: 'success', target: link.id });
}

builder.mutationField('confirmEmployerLink', (t) =>
  t.field({
    type: ActionResultRef,
    authScopes: { professional: true },
    args: { linkUuid: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const change = { status: 'active' as const, confirmedAt: new Date() };
      await answerRequest(context, args.linkUuid, change, 'confirmed', 'link_confirm');
      return result('CONFIRMED', 'De koppeling is bevestigd.');
    },
  }),
);

builder.mutationField('declineEmployerLink', (t) =>
  t.field({
    type: ActionResultRef,
    authScopes: { professional: true },
    args: { linkUuid: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const change = { status: 'declined' as const, endedAt: new Date() };
      await answerRequest(context, args.linkUuid, change, 'declined', 'link_decline');
      return result('DECLINED', 'Het verzoek is geweigerd.');
    },
  }),
);

builder.mutationField('setEmployerLinkConsent', (t) =>
  t.field({
    type: ActionResultRef,
    description: 'Gives or withdraws the consent to show the employer the re-registration progress.',
    authScopes: { professional: true },
    args: { linkUuid: t.arg.id({ required: true }), sharesProgress: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, context) => {
      const link = await ownLink(context, args.linkUuid);
      if (link.status !== 'active') notFound();
      if (link.sharesProgress !== args.sharesProgress) {
        const changed = await changeLink(
          context.db,
          link,
          { sharesProgress: args.sharesProgress },
          args.sharesProgress ? 'consentGiven' : 'consentWithdrawn',
          professionalSide(context),
        );
        if (!changed) notFound();
        audit(context, {
          event: 'link_consent',
          outcome: 'success',
          target: link.id,
          details: { sharesProgress: args.sharesProgress },
        });
      }
      return args.sharesProgress
        ? result('CONSENT_GIVEN', 'Je werkgever ziet nu de voortgang van je herregistratie.')
        : result('CONSENT_WITHDRAWN', 'Je werkgever ziet de voortgang van je herregistratie niet meer.');
    },
  }),
);

builder.mutationField('endEmployerLink', (t) =>
  t.field({
    type: ActionResultRef,
    authScopes: { professional: true },
    args: { linkUuid: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const link = await ownLink(context, args.linkUuid);
      if (link.status !== 'active') notFound();
      if (!(await endLink(context.db, link, professionalSide(context)))) notFound();
      audit(context, {
        event: 'link_end',
        outcome: 'success',
        target: link.id,
        details: { side: 'professional' },
      });
      return result('ENDED', 'De koppeling is beëindigd.');
    },
  }),
);
