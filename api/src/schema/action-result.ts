/** `ActionResult`: the answer of every account action, a machine word and the Dutch text to show. */
import { builder } from '../builder';
import type { GraphQLContext } from '../context';
import type { Mailer } from '../mail/mailer';

export interface ActionResult {
  status: string;
  message: string | null;
}

export const ActionResultRef = builder.objectRef<ActionResult>('ActionResult').implement({
  fields: (t) => ({
    status: t.exposeString('status'),
    message: t.exposeString('message', { nullable: true }),
  }),
});

export function result(status: string, message: string | null): ActionResult {
  return { status, message };
}

export function mailerOf(context: GraphQLContext): Mailer {
  return context.state.services.mailer;
}

/** The signed-in user; fields using it are scoped `loggedIn`, so a missing session is a bug. */
export function signedInUser(context: GraphQLContext) {
  const user = context.state.session?.user;
  if (!user) throw new Error('Veld zonder sessie aangeroepen.');
  return user;
}
