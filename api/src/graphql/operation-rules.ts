/**
 * Rules about a whole operation, checked before anything executes:
 * 1. a mutation needs the anti-forgery header (else HTTP 419, nothing changed);
 * 2. in maintenance only portalInit (and logout, so people can still sign out) run;
 * 3. the public endpoint runs only fields marked public; the signed-in endpoint needs a session.
 * Per-field rules (role, impersonation) are auth scopes on the fields themselves.
 */
import { getOperationAST, type GraphQLError, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../context';
import {
  MESSAGES,
  badRequestError,
  maintenanceError,
  unauthenticatedError,
  xsrfError,
} from '../graphql-errors';
import { rootFieldNames } from './root-fields';

const ALLOWED_IN_MAINTENANCE = new Set(['portalInit', 'logoutPortalUser', '__typename']);

function isPublicField(
  schema: GraphQLSchema,
  kind: 'query' | 'mutation' | 'subscription',
  name: string,
): boolean {
  if (name.startsWith('__')) return true;
  const rootType =
    kind === 'query' ? schema.getQueryType() : kind === 'mutation' ? schema.getMutationType() : undefined;
  return rootType?.getFields()[name]?.extensions?.public === true;
}

function refusal(
  context: GraphQLContext,
  schema: GraphQLSchema,
  kind: 'query' | 'mutation' | 'subscription',
  fields: string[],
): GraphQLError | null {
  const { state } = context;
  if (kind === 'mutation' && !state.xsrfValid) return xsrfError();
  if (state.flags.maintenance && fields.some((field) => !ALLOWED_IN_MAINTENANCE.has(field)))
    return maintenanceError();
  if (state.endpoint === 'public') {
    return fields.every((field) => isPublicField(schema, kind, field))
      ? null
      : badRequestError(MESSAGES.publicOnly);
  }
  return state.session ? null : unauthenticatedError();
}

export function operationRulesPlugin(): Plugin<GraphQLContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation) return;
      const error = refusal(
        args.contextValue,
        args.schema,
        operation.operation,
        rootFieldNames(args.document, operation),
      );
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}
