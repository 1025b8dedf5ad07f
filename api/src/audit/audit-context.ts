/** Recording an audit event from a GraphQL resolver: request id, client and actor come from the request. */
import type { GraphQLContext, RequestState } from '../context';
import type { AuditEvent } from './audit-log';

type ResolverEvent = Omit<AuditEvent, 'requestId' | 'clientIp' | 'actor'> & { actor?: string | null };

/**
 * The signed-in account; while staff look along, the staff member (`staff:<e-mail>`), with the
 * account they look along in beside it (`lookingAlongIn`).
 */
export function actorOf(state: RequestState): string | null {
  const session = state.session;
  if (!session) return null;
  return session.impersonating ? `staff:${session.impersonatedBy ?? 'onbekend'}` : session.user.email;
}

function lookingAlongIn(state: RequestState): string | undefined {
  return state.session?.impersonating ? state.session.user.email : undefined;
}

export function audit(context: GraphQLContext, event: ResolverEvent): void {
  auditRequest(context.state, event);
}

/** The same outside GraphQL (a route that checked the session itself, e.g. the documents). */
export function auditRequest(state: RequestState, event: ResolverEvent): void {
  state.services.audit.record({
    ...event,
    actor: event.actor !== undefined ? event.actor : actorOf(state),
    lookingAlongIn: lookingAlongIn(state),
    requestId: state.requestId,
    clientIp: state.clientIp,
  });
}
