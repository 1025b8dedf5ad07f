/**
 * `createAccount` (public) for each kind of user, optionally with a colleague's invitation that
 * joins the new account to that organisation. The account starts unverified and gets an activation
 * mail. The answer is the same whether or not the address already has an account (no session
 * either way, so no cookie tells them apart): the owner of a taken address gets a mail instead.
 * Limited per client address.
 */
import { recipientByEmail } from '../mail/recipient';
import { requireStrongPassword } from '../security/password-strength';
import { CREATE_ACCOUNT_RULES } from '@portal/shared/validation';
import { peekToken, redeemToken, type OneTimeTokenRow } from '../auth/one-time-tokens';
import { createVerification } from '../auth/email-verification';
import { audit } from '../audit/audit-context';
import { builder, PUBLIC_FIELD } from '../builder';
import type { GraphQLContext } from '../context';
import { countCreation } from '../db/queries/account-creation-attempts';
import { addressInUseMail, organisationExistsMail } from '../mail/templates';
import { ORGANISATION_MESSAGES } from '../tenancy/messages';
import { hashPassword } from '../security/password';
import { emailInUse } from '../db/queries/account-changes';
import {
  companyByKvk,
  educatorByName,
  insertAccount,
  type Organisation,
  type PortalUserType,
} from '../db/queries/account-creation';
import { throwValidationError, validateOrThrow } from '../graphql-errors';
import { isUniqueViolation } from '../db/errors';
import { ActionResultRef, mailerOf, result } from './action-result';

/** Only behind a one-time link (account migration), where it tells no stranger anything. */
export const EMAIL_TAKEN_MESSAGE =
  'Er bestaat al een account met dit e-mailadres. Log in of vraag een nieuw wachtwoord aan.';
export const TOO_MANY_ACCOUNTS_MESSAGE =
  'Er zijn vanaf dit adres te veel accounts aangemaakt. Probeer het over een uur opnieuw.';
export const createdMessage = (email: string) =>
  `We hebben een e-mail gestuurd naar ${email}. Klik op de link daarin om je account te activeren; daarna kun je inloggen.`;
export const INVALID_INVITATION_MESSAGE =
  'Deze uitnodiging is ongeldig, al gebruikt of verlopen. Vraag je collega om een nieuwe uitnodiging.';

const CreateAccountInput = builder.inputType('CreateAccountInput', {
  fields: (t) => ({
    type: t.string({ required: true, description: 'professional, companyEmployee or educatorEmployee' }),
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
    initials: t.string(),
    firstName: t.string(),
    infix: t.string(),
    lastName: t.string(),
    phone: t.string(),
    jobTitle: t.string(),
    organisationName: t.string(),
    kvkNumber: t.string(),
    invitationToken: t.string(),
    acceptTerms: t.boolean(),
  }),
});

type CreateAccountFields = (typeof CreateAccountInput)['$inferInput'];

export const KVK_MESSAGE = 'Een KvK-nummer bestaat uit 8 cijfers.';

function trimmed(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

async function invitationFor(
  context: GraphQLContext,
  input: CreateAccountFields,
): Promise<OneTimeTokenRow | null> {
  if (!input.invitationToken) return null;
  const invitation = await peekToken(context.db, 'invitation', input.invitationToken);
  const fits =
    invitation &&
    (input.type === 'companyEmployee' ? invitation.companyId !== null : invitation.educatorId !== null);
  if (!fits) throwValidationError({ invitationToken: [INVALID_INVITATION_MESSAGE] });
  // An invitation is bound to the address it was sent to (issue 37): another address changes nothing.
  if (invitation.email && invitation.email !== input.email.trim().toLowerCase()) {
    audit(context, {
      event: 'account_create',
      outcome: 'refused',
      target: input.email.trim().toLowerCase(),
      details: { reason: 'invitation_other_address' },
    });
    throwValidationError({ email: [ORGANISATION_MESSAGES.invitationOtherAddress] });
  }
  return invitation;
}

/**
 * Where the new account belongs. An organisation that is already registered is joined only
 * through an invitation: without one the answer is 'exists', which the caller answers exactly like
 * a new account (so the form reveals no organisation) and mails the address why nothing was made.
 */
async function organisationFor(
  context: GraphQLContext,
  input: CreateAccountFields,
  invitation: OneTimeTokenRow | null,
): Promise<Organisation | 'exists'> {
  if (input.type === 'professional') return { kind: 'none' };
  if (invitation)
    return { kind: 'existing', companyId: invitation.companyId, educatorId: invitation.educatorId };
  const name = trimmed(input.organisationName) ?? '';
  if (input.type === 'companyEmployee') {
    const kvkNumber = trimmed(input.kvkNumber) ?? '';
    if (await companyByKvk(context.db, kvkNumber)) return 'exists';
    return { kind: 'newCompany', name, kvkNumber };
  }
  if (await educatorByName(context.db, name)) return 'exists';
  return { kind: 'newEducator', name };
}

/** A taken address: the owner hears of the attempt, the caller gets the answer of a free one. */
async function answerTaken(context: GraphQLContext, email: string): Promise<void> {
  await mailerOf(context).send(addressInUseMail(await recipientByEmail(context.db, email)));
  audit(context, {
    event: 'account_create',
    outcome: 'refused',
    target: email,
    details: { reason: 'address_in_use' },
  });
}

builder.mutationField('createAccount', (t) =>
  t.field({
    type: ActionResultRef,
    extensions: PUBLIC_FIELD,
    args: { input: t.arg({ type: CreateAccountInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      validateOrThrow(input, CREATE_ACCOUNT_RULES, {
        confirmations: { passwordConfirmation: 'password' },
        checks: {
          kvkNumber: (values) =>
            values.type === 'companyEmployee' &&
            values.kvkNumber &&
            !/^\d{8}$/.test(String(values.kvkNumber).trim())
              ? KVK_MESSAGE
              : null,
        },
      });
      const email = input.email.trim().toLowerCase();
      await requireStrongPassword(input.password, [email, input.firstName, input.lastName]);
      const limit = context.config.accountsPerClientPerHour;
      const creations = await countCreation(context.db, context.state.clientIp, limit);
      if (creations > limit) {
        audit(context, { event: 'account_create', outcome: 'throttled', target: email });
        return result('THROTTLED', TOO_MANY_ACCOUNTS_MESSAGE);
      }
      const invitation = await invitationFor(context, input);
      const organisation = await organisationFor(context, input, invitation);
      const answer = result('CREATED', createdMessage(email));
      if (organisation === 'exists') {
        await hashPassword(input.password);
        await mailerOf(context).send(organisationExistsMail(email));
        audit(context, {
          event: 'account_create',
          outcome: 'refused',
          target: email,
          details: { reason: 'organisation_exists' },
        });
        return answer;
      }
      if (await emailInUse(context.db, email)) {
        // As much work as a new account (the password hash), and a mail to the owner instead.
        await hashPassword(input.password);
        await answerTaken(context, email);
        return answer;
      }

      const created = await context.db
        .transaction(async (tx) => {
          if (invitation && !(await redeemToken(tx, 'invitation', input.invitationToken ?? ''))) {
            throwValidationError({ invitationToken: [INVALID_INVITATION_MESSAGE] });
          }
          const created = await insertAccount(
            tx,
            {
              type: input.type as PortalUserType,
              email,
              password: input.password,
              initials: trimmed(input.initials),
              firstName: trimmed(input.firstName),
              infix: trimmed(input.infix),
              lastName: trimmed(input.lastName) ?? '',
              phone: trimmed(input.phone),
              jobTitle: trimmed(input.jobTitle),
            },
            organisation,
          );
          return { user: created, mail: await createVerification(tx, context.config.portalUrl, created) };
        })
        // Two requests for one free address at once: the second loses on the unique index and is
        // answered like any taken address (its transaction is rolled back, nothing is left of it).
        .catch((error: unknown) => {
          if (isUniqueViolation(error, 'users_email_key')) return null;
          throw error;
        });
      if (!created) {
        await answerTaken(context, email);
        return answer;
      }
      await mailerOf(context).send(created.mail);
      audit(context, { event: 'account_create', outcome: 'success', target: created.user.email });
      return answer;
    },
  }),
);
