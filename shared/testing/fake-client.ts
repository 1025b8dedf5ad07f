/**
 * Test helper for screens that talk to the api through `@portal/shared/data`: a fake of the host's
 * client whose answers the test gives per operation name. An answer is the `data`, or
 * `{ errors }` for GraphQL errors, or an Error for a network failure. The host's client uses error
 * policy 'all', so Apollo 4 resolves both kinds of failure as a result with `error` and no data,
 * never a throw: the fake does the same (`fake-client.test.ts` holds it to the real client). Jest only.
 */
import type { ApolloClient, DocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import { operationNameOf } from '@portal/shared/held-answers';

export type FakeAnswer = Record<string, unknown> | { errors: GraphQLFormattedError[] } | Error;
export type FakeHandler = (variables: Record<string, unknown>) => FakeAnswer;

/** A 422 answer as the api sends it. */
export function validationAnswer(validation: Record<string, string[]>): FakeAnswer {
  return { errors: [{ message: 'Validation failed', extensions: { code: 422, validation } }] };
}

export function createFakeClient(answers: Record<string, FakeHandler>) {
  const calls: Array<{ operation: string; variables: Record<string, unknown> }> = [];
  /** Operations sent to the public endpoint (`context.public`), in call order. */
  const publicCalls: string[] = [];
  const answer = async (
    document: DocumentNode,
    variables: Record<string, unknown> = {},
    context: { public?: boolean } = {},
  ) => {
    const operation = operationNameOf(document);
    calls.push({ operation, variables });
    if (context.public) publicCalls.push(operation);
    const handler = answers[operation];
    if (!handler) throw new Error(`No fake answer for ${operation}`);
    const result = handler(variables);
    if (result instanceof Error) return { data: undefined, error: result };
    if ('errors' in result && Array.isArray(result.errors)) {
      const errors = result.errors as GraphQLFormattedError[];
      // The api answers `data: null` beside its errors.
      return { data: null, error: new CombinedGraphQLErrors({ data: null, errors }) };
    }
    return { data: result };
  };
  const client = {
    mutate: jest.fn(
      (options: { mutation: DocumentNode; variables?: Record<string, unknown>; context?: object }) =>
        answer(options.mutation, options.variables, options.context),
    ),
    query: jest.fn(
      (options: { query: DocumentNode; variables?: Record<string, unknown>; context?: object }) =>
        answer(options.query, options.variables, options.context),
    ),
  };
  return { client: client as unknown as ApolloClient, calls, publicCalls };
}
