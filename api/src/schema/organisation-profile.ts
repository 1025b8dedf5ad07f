/**
 * The organisation profile (issues 39 and 40): `organisationProfile` and `saveOrganisationProfile`
 * per step (draft or final), for the actor's own company or training provider. Open before the
 * organisation is confirmed (it is what an employee may fill in meanwhile); only a beheerder saves.
 * The rules are the shared table's, on the screen and here alike; saving stores whether the whole
 * profile is finished, which the host's guard follows.
 */
import {
  isOrganisationProfileStep,
  organisationProfileStepRules,
  ORGANISATION_PROFILE_STEPS,
} from '@portal/shared/validation';
import { builder } from '../builder';
import { audit } from '../audit/audit-context';
import {
  loadOrganisationProfile,
  saveOrganisationProfileStep,
  type CompanyLocationValues,
  type OrganisationProfileRow,
} from '../db/queries/organisation-profile';
import { forbiddenError, throwValidationError, validateOrThrow } from '../graphql-errors';
import { employeeActor } from '../tenancy/actor';
import { ActionResultRef, result } from './action-result';

type ProfileShape = OrganisationProfileRow & { canEdit: boolean };

const CompanyLocationRef = builder.objectRef<CompanyLocationValues>('CompanyLocation').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    street: t.exposeString('street'),
    houseNumber: t.exposeString('houseNumber'),
    postalCode: t.exposeString('postalCode'),
    city: t.exposeString('city'),
  }),
});

const OrganisationProfileRef = builder.objectRef<ProfileShape>('OrganisationProfile').implement({
  description: "The signed-in employee's company or training provider, as its profile shows it.",
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'company or educator' }),
    name: t.exposeString('name'),
    kvkNumber: t.exposeString('kvkNumber', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    website: t.exposeString('website', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    street: t.exposeString('street', { nullable: true }),
    houseNumber: t.exposeString('houseNumber', { nullable: true }),
    houseNumberAddition: t.exposeString('houseNumberAddition', { nullable: true }),
    postalCode: t.exposeString('postalCode', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    billingEmail: t.exposeString('billingEmail', { nullable: true }),
    paysForEmployees: t.exposeBoolean('paysForEmployees', {
      nullable: true,
      description: "Companies only: the employees' yearly invoices go to the company.",
    }),
    locations: t.field({ type: [CompanyLocationRef], resolve: (profile) => profile.locations }),
    hasUnfinishedProfile: t.exposeBoolean('hasUnfinishedProfile'),
    steps: t.stringList({
      resolve: (profile) => ORGANISATION_PROFILE_STEPS[profile.kind].map((step) => step.key),
    }),
    canEdit: t.exposeBoolean('canEdit', { description: 'Only a beheerder saves the profile.' }),
  }),
});

const CompanyLocationInput = builder.inputType('CompanyLocationInput', {
  fields: (t) => ({
    name: t.string(),
    street: t.string(),
    houseNumber: t.string(),
    postalCode: t.string(),
    city: t.string(),
  }),
});

const OrganisationProfileInput = builder.inputType('OrganisationProfileInput', {
  fields: (t) => ({
    phone: t.string(),
    website: t.string(),
    description: t.string(),
    street: t.string(),
    houseNumber: t.string(),
    houseNumberAddition: t.string(),
    postalCode: t.string(),
    city: t.string(),
    billingEmail: t.string(),
    paysForEmployees: t.boolean(),
    locations: t.field({ type: [CompanyLocationInput] }),
  }),
});

const EMPLOYEE = { companyEmployee: true, educatorEmployee: true } as const;

builder.queryField('organisationProfile', (t) =>
  t.field({
    type: OrganisationProfileRef,
    authScopes: EMPLOYEE,
    resolve: async (_root, _args, context) => {
      const actor = await employeeActor(context);
      const profile = await loadOrganisationProfile(context.db, actor.organisation);
      if (!profile) throw forbiddenError();
      return { ...profile, canEdit: actor.role === 'beheerder' && !actor.readOnly };
    },
  }),
);

builder.mutationField('saveOrganisationProfile', (t) =>
  t.field({
    type: ActionResultRef,
    authScopes: { $all: { $any: EMPLOYEE, organisationRole: 'beheerder' } },
    args: {
      step: t.arg.string({ required: true }),
      input: t.arg({ type: OrganisationProfileInput, required: true }),
      isDraft: t.arg.int(),
    },
    resolve: async (_root, { step, input, isDraft }, context) => {
      const actor = await employeeActor(context);
      const kind = actor.organisation.kind;
      if (!isOrganisationProfileStep(kind, step))
        throwValidationError({ step: ['Deze stap van het organisatieprofiel bestaat niet.'] });
      const rules = organisationProfileStepRules(kind, step);
      // Only this step's fields are checked and written; anything else in the input is ignored.
      const fields = Object.fromEntries(
        Object.keys(rules)
          .filter((field) => !field.includes('.'))
          .map((field) => [field, input[field as keyof typeof input]]),
      );
      validateOrThrow(fields, rules, { isDraft });
      const saved = await saveOrganisationProfileStep(context.db, actor.organisation, fields);
      if (!saved) throw forbiddenError();
      audit(context, {
        event: 'organisation_profile',
        outcome: 'success',
        target: actor.organisation.id,
        details: { step },
      });
      return result(
        'SAVED',
        isDraft
          ? 'Je wijzigingen zijn als concept opgeslagen.'
          : saved.hasUnfinishedProfile
            ? 'De stap is opgeslagen. Vul ook de andere stappen in om het organisatieprofiel af te ronden.'
            : 'Het organisatieprofiel is opgeslagen.',
      );
    },
  }),
);
