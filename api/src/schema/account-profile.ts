/**
 * The account profile of all three user types: `accountProfile`, `updateAccountProfile` per
 * step (draft or final), `changeEmail` and `changePassword` (both need the current password and
 * end the user's other sessions).
 */
import { beforeVerification, builder } from '../builder';
import { loadAccountProfile, storeProfileState, writeAccountProfile } from '../db/queries/account-profile';
import { hasUnfinishedProfile, isProfileStep, PROFILE_STEPS, stepRules } from '../domain/account-profile';
import { throwValidationError, validateOrThrow } from '../graphql-errors';
import { ActionResultRef, result, signedInUser } from './action-result';

type Profile = NonNullable<Awaited<ReturnType<typeof loadAccountProfile>>> & { userType: string };

const AccountProfileRef = builder.objectRef<Profile>('AccountProfile').implement({
  fields: (t) => ({
    email: t.exposeString('email'),
    initials: t.exposeString('initials', { nullable: true }),
    firstName: t.exposeString('firstName', { nullable: true }),
    infix: t.exposeString('infix', { nullable: true }),
    lastName: t.exposeString('lastName'),
    phone: t.exposeString('phone', { nullable: true }),
    country: t.exposeString('country', { nullable: true }),
    postalCode: t.exposeString('postalCode', { nullable: true }),
    houseNumber: t.exposeString('houseNumber', { nullable: true }),
    houseNumberAddition: t.exposeString('houseNumberAddition', { nullable: true }),
    street: t.exposeString('street', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    loginNotification: t.exposeBoolean('loginNotification', {
      description: 'Send an e-mail at every sign-in.',
    }),
    shownInRegister: t.exposeBoolean('shownInRegister', {
      nullable: true,
      description: 'Professionals only: show the register address and phone in the public register.',
    }),
    registerStreet: t.exposeString('registerStreet', { nullable: true }),
    registerHouseNumber: t.exposeString('registerHouseNumber', { nullable: true }),
    registerHouseNumberAddition: t.exposeString('registerHouseNumberAddition', { nullable: true }),
    registerPostalCode: t.exposeString('registerPostalCode', { nullable: true }),
    registerCity: t.exposeString('registerCity', { nullable: true }),
    registerPhone: t.exposeString('registerPhone', { nullable: true }),
    jobTitle: t.exposeString('jobTitle', { nullable: true }),
    hasUnfinishedProfile: t.boolean({
      resolve: (profile) => hasUnfinishedProfile({ ...profile }, profile.userType),
    }),
    steps: t.stringList({ resolve: () => [...PROFILE_STEPS] }),
  }),
});

const AccountProfileInput = builder.inputType('AccountProfileInput', {
  fields: (t) => ({
    initials: t.string(),
    firstName: t.string(),
    infix: t.string(),
    lastName: t.string(),
    phone: t.string(),
    country: t.string(),
    postalCode: t.string(),
    houseNumber: t.string(),
    houseNumberAddition: t.string(),
    street: t.string(),
    city: t.string(),
    loginNotification: t.boolean(),
    shownInRegister: t.boolean(),
    registerStreet: t.string(),
    registerHouseNumber: t.string(),
    registerHouseNumberAddition: t.string(),
    registerPostalCode: t.string(),
    registerCity: t.string(),
    registerPhone: t.string(),
    jobTitle: t.string(),
  }),
});

builder.queryField('accountProfile', (t) =>
  t.field({
    type: AccountProfileRef,
    authScopes: { portalUser: true },
    resolve: async (_root, _args, context) => {
      const user = signedInUser(context);
      const profile = await loadAccountProfile(context.db, user.id);
      if (!profile) throw new Error('Profiel zonder account.');
      return { ...profile, userType: user.userType };
    },
  }),
);

builder.mutationField('updateAccountProfile', (t) =>
  t.field({
    type: ActionResultRef,
    ...beforeVerification({ portalUser: true }),
    args: {
      step: t.arg.string({ required: true }),
      input: t.arg({ type: AccountProfileInput, required: true }),
      isDraft: t.arg.int(),
    },
    resolve: async (_root, { step, input, isDraft }, context) => {
      const user = signedInUser(context);
      if (!isProfileStep(step)) throwValidationError({ step: ['Deze stap van het profiel bestaat niet.'] });
      const rules = stepRules(step, user.userType);
      // Only this step's fields are checked and written; anything else in the input is ignored.
      const fields = Object.fromEntries(
        Object.keys(rules).map((field) => [field, input[field as keyof typeof input]]),
      );
      const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      validateOrThrow(fields, rules, { isDraft });
      await context.db.transaction(async (tx) => {
        await writeAccountProfile(tx, user.id, present);
        const profile = await loadAccountProfile(tx, user.id);
        if (profile)
          await storeProfileState(
            tx,
            user.id,
            user.userType,
            hasUnfinishedProfile({ ...profile }, user.userType),
          );
      });
      return result(
        'OK',
        isDraft ? 'Je wijzigingen zijn als concept opgeslagen.' : 'Je profiel is opgeslagen.',
      );
    },
  }),
);
