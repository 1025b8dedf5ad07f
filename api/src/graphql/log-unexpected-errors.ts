/**
 * Errors the api did not raise on purpose (a database failure, a bug) are written to the error log
 * with the request id and the failing field, and masked right here with Yoga's own mask (one Dutch
 * message, no stack or SQL): Yoga's masking after this sees nothing left to mask, so the cause is
 * logged once, with the request it belongs to, and not again without it by Yoga's logger.
 */
import { GraphQLError } from 'graphql';
import { isAsyncIterable, maskError, type Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../context';
import { MESSAGES } from '../graphql-errors';
import { isDatabaseUnavailable, markDatabaseUnavailable } from '../db/unavailable';

/** A GraphQLError the schema raised itself (401, 403, 422, …), not one wrapping a thrown cause. */
function raisedOnPurpose(error: GraphQLError): boolean {
  let current: unknown = error;
  while (current instanceof GraphQLError) {
    if (current.originalError == null) return true;
    current = current.originalError;
  }
  return false;
}

export function logUnexpectedErrors(): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result, setResult }) {
          if (isAsyncIterable(result) || !result.errors?.some((error) => !raisedOnPurpose(error))) return;
          const { state } = args.contextValue;
          setResult({
            ...result,
            errors: result.errors.map((error) => {
              if (raisedOnPurpose(error)) return error;
              // The router answers the whole request with 503 'Service Unavailable' (app.ts).
              if (isDatabaseUnavailable(error)) markDatabaseUnavailable(state);
              state.services.errors.record({
                event: 'graphql_resolver',
                requestId: state.requestId,
                operation: args.operationName ?? undefined,
                path: error.path?.join('.'),
                error: error.originalError ?? error,
              });
              return maskError(error, MESSAGES.unexpected, false) as GraphQLError;
            }),
          });
        },
      };
    },
  };
}
