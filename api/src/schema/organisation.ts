/**
 * The employee's own organisation: `myOrganisation` (with its check by staff, open before it is
 * confirmed, so the dashboard can say why nothing else is), the profile they may fill in meanwhile,
 * and the colleagues a beheerder manages once it is confirmed. The organisation is always the
 * actor's; no field takes an organisation's id.
 */
import { builder } from '../builder';
import { audit } from '../audit/audit-context';
import { isUuid } from '../auth/one-time-tokens';
import { endSessionsOfUser } from '../auth/session-store';
import {
  colleaguesOf,
  organisationProfile,
  removeColleagueFrom,
  setColleagueRole,
  updateOrganisationProfileOf,
  type ColleagueRow,
  type MemberChange,
} from '../db/queries/organisation-members';
import { EMPLOYEE_ROLES, type EmployeeRole } from '../db/schema';
import { fullName } from '../domain/names';
import { forbiddenError, throwValidationError, validateOrThrow } from '../graphql-errors';
import { employeeActor, type EmployeeActor } from '../tenancy/actor';
import { ORGANISATION_MESSAGES, ROLE_LABELS, VERIFICATION_LABELS } from '../tenancy/messages';
import { ActionResultRef, result } from './action-result';

interface OrganisationShape {
  actor: EmployeeActor;
  profile: { name: string; kvkNumber: string | null; billingEmail: string | null };
}

const MyOrganisationRef = builder.objectRef<OrganisationShape>('MyOrganisation').implement({
  description: "The signed-in employee's company or training provider.",
  fields: (t) => ({
    kind: t.string({ description: 'company or educator', resolve: ({ actor }) => actor.organisation.kind }),
    name: t.string({ resolve: ({ profile }) => profile.name }),
    kvkNumber: t.string({ nullable: true, resolve: ({ profile }) => profile.kvkNumber }),
    billingEmail: t.string({ nullable: true, resolve: ({ profile }) => profile.billingEmail }),
    verification: t.string({
      description: 'pending, confirmed or rejected',
      resolve: ({ actor }) => actor.organisation.verification,
    }),
    verificationLabel: t.string({
      resolve: ({ actor }) => VERIFICATION_LABELS[actor.organisation.verification],
    }),
    notice: t.string({
      nullable: true,
      description: 'Why the organisation cannot act yet (Dutch), or null once it is confirmed.',
      resolve: ({ actor }) =>
        actor.organisation.verification === 'pending'
          ? ORGANISATION_MESSAGES.notConfirmed
          : actor.organisation.verification === 'rejected'
            ? ORGANISATION_MESSAGES.rejected
            : null,
    }),
    role: t.string({ resolve: ({ actor }) => actor.role }),
    roleLabel: t.string({ resolve: ({ actor }) => ROLE_LABELS[actor.role] }),
  }),
});

const ColleagueRef = builder.objectRef<ColleagueRow>('Colleague').implement({
  fields: (t) => ({
    uuid: t.exposeID('userId'),
    name: t.string({ resolve: (row) => fullName(row) }),
    email: t.exposeString('email'),
    role: t.exposeString('role'),
    roleLabel: t.string({ resolve: (row) => ROLE_LABELS[row.role] }),
  }),
});

const EMPLOYEE = { companyEmployee: true, educatorEmployee: true } as const;
const BEHEERDER_OF_CONFIRMED = {
  $all: { $any: EMPLOYEE, confirmedOrganisation: true, organisationRole: 'beheerder' },
} as const;

builder.queryField('myOrganisation', (t) =>
  t.field({
    type: MyOrganisationRef,
    authScopes: EMPLOYEE,
    resolve: async (_root, _args, context) => {
      const actor = await employeeActor(context);
      const profile = await organisationProfile(context.db, actor.organisation);
      if (!profile) throw forbiddenError();
      return { actor, profile };
    },
  }),
);

builder.mutationField('updateOrganisationProfile', (t) =>
  t.field({
    type: ActionResultRef,
    description: 'Open before the organisation is confirmed: the billing address of a company.',
    authScopes: { $all: { $any: EMPLOYEE, organisationRole: 'beheerder' } },
    args: { billingEmail: t.arg.string() },
    resolve: async (_root, args, context) => {
      validateOrThrow(args, { billingEmail: 'nullable|email|max:255' });
      const actor = await employeeActor(context);
      const billingEmail = args.billingEmail?.trim().toLowerCase() || null;
      await updateOrganisationProfileOf(context.db, actor.organisation, { billingEmail });
      return result('SAVED', 'Het organisatieprofiel is opgeslagen.');
    },
  }),
);

builder.queryField('colleagues', (t) =>
  t.field({
    type: [ColleagueRef],
    authScopes: { $all: { $any: EMPLOYEE, confirmedOrganisation: true } },
    resolve: async (_root, _args, context) =>
      colleaguesOf(context.db, (await employeeActor(context)).organisation),
  }),
);

function answerChange(change: MemberChange, done: string) {
  if (change === 'notFound') throwValidationError({ userUuid: [ORGANISATION_MESSAGES.colleagueNotFound] });
  if (change === 'lastBeheerder') throwValidationError({ userUuid: [ORGANISATION_MESSAGES.lastBeheerder] });
  return result('CHANGED', done);
}

builder.mutationField('changeColleagueRole', (t) =>
  t.field({
    type: ActionResultRef,
    authScopes: BEHEERDER_OF_CONFIRMED,
    args: { userUuid: t.arg.id({ required: true }), role: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      validateOrThrow(args, { role: `required|in:${EMPLOYEE_ROLES.join(',')}` });
      const actor = await employeeActor(context);
      const userId = String(args.userUuid);
      const change = isUuid(userId)
        ? await setColleagueRole(context.db, actor.organisation, userId, args.role as EmployeeRole)
        : 'notFound';
      audit(context, {
        event: 'colleague_role',
        outcome: change === 'changed' ? 'success' : 'refused',
        target: userId,
        details: { role: args.role, ...(change === 'changed' ? {} : { reason: change }) },
      });
      return answerChange(change, `De rol is gewijzigd in ${ROLE_LABELS[args.role as EmployeeRole]}.`);
    },
  }),
);

builder.mutationField('removeColleague', (t) =>
  t.field({
    type: ActionResultRef,
    authScopes: BEHEERDER_OF_CONFIRMED,
    args: { userUuid: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const actor = await employeeActor(context);
      const userId = String(args.userUuid);
      const change = isUuid(userId)
        ? await removeColleagueFrom(context.db, actor.organisation, userId, (tx, id) =>
            endSessionsOfUser(tx, id),
          )
        : 'notFound';
      audit(context, {
        event: 'colleague_remove',
        outcome: change === 'changed' ? 'success' : 'refused',
        target: userId,
        details: change === 'changed' ? {} : { reason: change },
      });
      return answerChange(change, 'De collega is verwijderd uit je organisatie.');
    },
  }),
);
