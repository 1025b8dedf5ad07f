/**
 * The company's side of links with professionals: ask for a link, list the company's links, end
 * one. Every field is for a company employee of a confirmed company; the company is the actor's,
 * never an argument. An employer reads a professional only through `LinkedProfessional`, a narrow
 * view whose register facts need a confirmed link and whose progress needs the consent as well.
 */
import { builder } from '../builder';
import { audit } from '../audit/audit-context';
import { isUuid } from '../auth/one-time-tokens';
import {
  countLinkRequest,
  insertLink,
  linkOfCompany,
  linksOfCompany,
  openLink,
  professionalByRegistration,
  recordLinkEvent,
  type LinkedProfessionalRow,
} from '../db/queries/company-links';
import { ongoingReRegistration } from '../db/queries/linked-progress';
import { fullName } from '../domain/names';
import { REGISTRATION_STATUS_LABELS, type RegistrationStatus } from '../domain/statuses';
import { throwValidationError, validateOrThrow } from '../graphql-errors';
import { companyActor } from '../tenancy/actor';
import { endLink } from '../tenancy/link-actions';
import { LINK_STATUS_LABELS } from '../tenancy/link-labels';
import { ORGANISATION_MESSAGES } from '../tenancy/messages';
import { ActionResultRef, result, signedInUser } from './action-result';

/** Link requests a company may make per hour, hits and misses alike. */
export const LINK_REQUESTS_PER_HOUR = 10;

/** Fields that need the confirmed link: before it, the employer sees only what it typed. */
const linked = (row: LinkedProfessionalRow) => ({ linkedToCompany: row.professionalId });

export const ProgressRef = builder
  .objectRef<{ status: RegistrationStatus; deadline: string | null }>('LinkedProfessionalProgress')
  .implement({
    description: 'Re-registration progress, shared with the employer only with the consent.',
    fields: (t) => ({
      status: t.string({ resolve: (progress) => REGISTRATION_STATUS_LABELS[progress.status] }),
      deadline: t.field({ type: 'Date', nullable: true, resolve: (progress) => progress.deadline }),
    }),
  });

export const LinkedProfessionalRef = builder
  .objectRef<LinkedProfessionalRow>('LinkedProfessional')
  .implement({
    description:
      "A professional as their employer sees them: the register's public facts, nothing of their file.",
    fields: (t) => ({
      linkUuid: t.exposeID('linkId'),
      linkStatus: t.string({
        description: "'Aangevraagd' until the professional confirms, then 'Actief'.",
        resolve: (row) => LINK_STATUS_LABELS[row.status],
      }),
      registrationNumber: t.exposeString('registrationNumber', { nullable: true }),
      sharesProgress: t.exposeBoolean('sharesProgress'),
      name: t.string({
        nullable: true,
        authScopes: linked,
        unauthorizedResolver: () => null,
        resolve: (row) => fullName(row),
      }),
      chamber: t.exposeString('chamber', {
        nullable: true,
        authScopes: linked,
        unauthorizedResolver: () => null,
      }),
      target: t.exposeString('target', {
        nullable: true,
        authScopes: linked,
        unauthorizedResolver: () => null,
      }),
      registrationStatus: t.string({
        nullable: true,
        authScopes: linked,
        unauthorizedResolver: () => null,
        resolve: (row) =>
          row.registrationStatus
            ? REGISTRATION_STATUS_LABELS[row.registrationStatus as RegistrationStatus]
            : null,
      }),
      validUntil: t.field({
        type: 'Date',
        nullable: true,
        authScopes: linked,
        unauthorizedResolver: () => null,
        resolve: (row) => row.validUntil,
      }),
      reRegistrationProgress: t.field({
        type: ProgressRef,
        nullable: true,
        description: 'Null without the consent, or when no re-registration round is open.',
        authScopes: (row) => ({ linkedWithConsent: row.professionalId }),
        unauthorizedResolver: () => null,
        resolve: (row, _args, context) => ongoingReRegistration(context.db, row.professionalId),
      }),
    }),
  });

const COMPANY_SCOPES = {
  $all: { companyEmployee: true, confirmedOrganisation: true },
} as const;

builder.queryField('companyProfessionalLinks', (t) =>
  t.field({
    type: [LinkedProfessionalRef],
    description: "The actor's company's open links (asked for or confirmed), by last name.",
    authScopes: COMPANY_SCOPES,
    resolve: async (_root, _args, context) => {
      const actor = await companyActor(context);
      return linksOfCompany(context.db, actor.organisation.id);
    },
  }),
);

builder.mutationField('requestProfessionalLink', (t) =>
  t.field({
    type: ActionResultRef,
    description:
      'Asks a professional, by registration number and last name, to confirm a link with the company. Every miss gets the same answer as a hit.',
    authScopes: COMPANY_SCOPES,
    args: {
      registrationNumber: t.arg.string({ required: true }),
      lastName: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      validateOrThrow(args, { registrationNumber: 'required|max:32', lastName: 'required|max:255' });
      const actor = await companyActor(context);
      const companyId = actor.organisation.id;
      if ((await countLinkRequest(context.db, companyId)) > LINK_REQUESTS_PER_HOUR) {
        audit(context, { event: 'link_request', outcome: 'throttled', target: companyId });
        return result('THROTTLED', ORGANISATION_MESSAGES.linkRequestsThrottled);
      }
      const answer = result('REQUESTED', ORGANISATION_MESSAGES.linkRequestAnswer);
      const professionalId = await professionalByRegistration(
        context.db,
        args.registrationNumber,
        args.lastName,
      );
      // A miss, an existing link and a new request all answer alike: nothing tells which exist.
      if (!professionalId || (await openLink(context.db, companyId, professionalId))) {
        audit(context, { event: 'link_request', outcome: 'refused', target: companyId });
        return answer;
      }
      const user = signedInUser(context);
      await context.db.transaction(async (tx) => {
        const link = await insertLink(tx, {
          companyId,
          professionalId,
          status: 'requested',
          startedBy: 'company',
        });
        await recordLinkEvent(tx, link.id, 'requested', {
          side: 'company',
          userId: user.id,
          name: actor.organisation.name,
        });
      });
      audit(context, { event: 'link_request', outcome: 'success', target: companyId });
      return answer;
    },
  }),
);

builder.mutationField('endProfessionalLink', (t) =>
  t.field({
    type: ActionResultRef,
    description: "Ends (or withdraws the request of) one of the actor's company's links.",
    authScopes: COMPANY_SCOPES,
    args: { linkUuid: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const actor = await companyActor(context);
      const id = String(args.linkUuid);
      const link = isUuid(id) ? await linkOfCompany(context.db, actor.organisation.id, id) : null;
      if (!link || (link.status !== 'active' && link.status !== 'requested')) {
        throwValidationError({ linkUuid: [ORGANISATION_MESSAGES.linkNotFound] });
      }
      const user = signedInUser(context);
      const ended = await endLink(context.db, link, {
        side: 'company',
        userId: user.id,
        name: actor.organisation.name,
      });
      if (!ended) throwValidationError({ linkUuid: [ORGANISATION_MESSAGES.linkNotFound] });
      audit(context, {
        event: 'link_end',
        outcome: 'success',
        target: link.id,
        details: { side: 'company' },
      });
      return result('ENDED', 'De koppeling is beëindigd.');
    },
  }),
);
