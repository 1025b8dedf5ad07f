/** `inviteColleague` (company and educator employees) and `invitation` (public, for the create form). */
import { audit } from '../audit/audit-context';
import {
  countInvitationsBy,
  createInvitation,
  INVITATIONS_PER_HOUR,
  organisationOfInvitation,
} from '../auth/invitations';
import { peekToken } from '../auth/one-time-tokens';
import { builder, PUBLIC_FIELD } from '../builder';
import { validateOrThrow } from '../graphql-errors';
import { ActionResultRef, mailerOf, result, signedInUser } from './action-result';

interface InvitationShape {
  organisationName: string;
  type: string;
  email: string | null;
}

const InvitationRef = builder.objectRef<InvitationShape>('Invitation').implement({
  description: 'An open invitation to join an organisation: the create form shows whose it is.',
  fields: (t) => ({
    organisationName: t.exposeString('organisationName'),
    type: t.exposeString('type', { description: 'companyEmployee or educatorEmployee' }),
    email: t.exposeString('email', { nullable: true }),
  }),
});

builder.queryField('invitation', (t) =>
  t.field({
    type: InvitationRef,
    nullable: true,
    extensions: PUBLIC_FIELD,
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, context) => {
      const invitation = await peekToken(context.db, 'invitation', token);
      if (!invitation) return null;
      const organisation = await organisationOfInvitation(context.db, invitation);
      return organisation
        ? { organisationName: organisation.name, type: organisation.type, email: invitation.email }
        : null;
    },
  }),
);

builder.mutationField('inviteColleague', (t) =>
  t.field({
    type: ActionResultRef,
    // Only a beheerder of a confirmed organisation invites (issue 37).
    authScopes: {
      $all: {
        $any: { companyEmployee: true, educatorEmployee: true },
        confirmedOrganisation: true,
        organisationRole: 'beheerder',
      },
    },
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      validateOrThrow(args, { email: 'required|email|max:255' });
      const inviter = signedInUser(context);
      if ((await countInvitationsBy(context.db, inviter.id, 60)) >= INVITATIONS_PER_HOUR) {
        return result(
          'THROTTLED',
          'Je hebt het afgelopen uur al veel uitnodigingen verstuurd. Probeer het later opnieuw.',
        );
      }
      const invitation = await createInvitation(context.db, context.config.portalUrl, inviter, args.email);
      if (!invitation) throw new Error('Uitnodiger zonder organisatie.');
      await mailerOf(context).send(invitation.mail);
      audit(context, {
        event: 'invitation_send',
        outcome: 'success',
        target: args.email.trim().toLowerCase(),
      });
      return result('SENT', `We hebben een uitnodiging gestuurd naar ${args.email.trim().toLowerCase()}.`);
    },
  }),
);
