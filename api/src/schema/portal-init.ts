/**
 * `portalInit`: the one query the portal runs at start (public endpoint). Guests get
 * `auth: false`, no user, no sections and empty policies; maintenance and banner always show.
 */
import { builder, PUBLIC_FIELD } from '../builder';
import { remember, type GraphQLContext, type RequestState } from '../context';
import {
  noPolicies,
  professionalPolicies,
  professionalSections,
  sectionsForUserType,
} from '../domain/portal-access';
import { preloadProfessionalFile, professionalFacts, professionalOfUser } from '../loaders/professional';
import { UserRef } from './user';

function accessOf(context: GraphQLContext) {
  return remember(context, 'access', () => computeAccess(context));
}

async function computeAccess(context: GraphQLContext) {
  const user = context.state.session?.user;
  if (!user) return { sections: [] as string[], policies: {} };
  if (user.userType !== 'professional')
    return { sections: sectionsForUserType(user.userType), policies: noPolicies() };
  const professional = await professionalOfUser(context, user.id);
  if (!professional) return { sections: [], policies: noPolicies() };
  const facts = await professionalFacts(context, professional);
  return { sections: professionalSections(facts), policies: professionalPolicies(facts) };
}

const SessionRef = builder.objectRef<RequestState>('Session').implement({
  fields: (t) => ({
    auth: t.boolean({ resolve: (state) => state.session !== null }),
    user: t.field({ type: UserRef, nullable: true, resolve: (state) => state.session?.user ?? null }),
    sections: t.stringList({
      description: 'Parts of the portal this user may open (names from @portal/shared/options).',
      resolve: async (_state, _args, context) => [...(await accessOf(context)).sections],
    }),
    policies: t.field({
      type: 'JSON',
      description: "Policy name to boolean, e.g. { 'registration.create': true }; {} for guests.",
      resolve: async (_state, _args, context) => (await accessOf(context)).policies,
    }),
    maintenance: t.boolean({ resolve: (state) => state.flags.maintenance }),
    banner: t.boolean({ resolve: (state) => state.flags.banner }),
    impersonating: t.boolean({ resolve: (state) => state.session?.impersonating ?? false }),
    verified: t.boolean({ resolve: (state) => state.session?.user.isVerified ?? false }),
  }),
});

const PortalInitRef = builder.objectRef<RequestState>('PortalInit').implement({
  fields: (t) => ({
    session: t.field({ type: SessionRef, resolve: (state) => state }),
  }),
});

builder.queryField('portalInit', (t) =>
  t.field({
    type: PortalInitRef,
    extensions: PUBLIC_FIELD,
    args: {
      // Sent by the client (the route it starts on); the session does not depend on it yet.
      uri: t.arg.string({ required: false }),
    },
    resolve: (_root, _args, context) => {
      // Sections, policies and the detail all read the professional's records: one statement for all.
      const user = context.state.session?.user;
      if (user?.userType === 'professional') void preloadProfessionalFile(context, user.id);
      return context.state;
    },
  }),
);
