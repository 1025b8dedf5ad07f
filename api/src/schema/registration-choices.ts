/** `registrationChoices`: the chambers and targets of the wizard's first step, open ones only. */
import { builder } from '../builder';
import { openTargets } from '../db/queries/registration-choices';
import { todayInNetherlands } from '../domain/dates';
import { RegistrationTargetRef } from './registration';

type Choice = Awaited<ReturnType<typeof openTargets>>[number];

const RegistrationChoiceRef = builder.objectRef<Choice>('RegistrationChoice').implement({
  fields: (t) => ({
    target: t.field({ type: RegistrationTargetRef, resolve: (choice) => choice }),
    firstYearFeeCents: t.exposeInt('firstYearFeeCents', { description: '0: the first year is free.' }),
  }),
});

builder.queryField('registrationChoices', (t) =>
  t.field({
    type: [RegistrationChoiceRef],
    authScopes: { professional: true },
    resolve: (_root, _args, context) => openTargets(context.db, todayInNetherlands()),
  }),
);
