/** Recording an audit event from a GraphQL resolver: request id, client and actor come from the request. */
import type { GraphQLContext, RequestState } from '../context';
import type { AuditEvent } from './audit-log';

type ResolverEvent = Omit<AuditEvent, 'requestId' | 'clientIp' | 'actor'> & { actor?: string | null };

/** The signed-in account, marked when staff are looking along in it. */
export function actorOf(state: RequestState): string | null {
  const session = state.session;
  if (!session) return null;
  return session.impersonating ? `impersonation:${session.user.email}` : session.user.email;
}

export function audit(context: GraphQLContext, event: ResolverEvent): void {
  const { state } = context;
  state.services.audit.record({
    ...event,
    actor: event.actor !== undefined ? event.actor : actorOf(state),
    requestId: state.requestId,
    clientIp: state.clientIp,
  });
}
