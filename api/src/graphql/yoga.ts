/**
 * One GraphQL Yoga instance per endpoint path. They share the schema; what differs is which
 * operations the endpoint accepts (see operation-rules.ts) and whether it takes batches.
 */
import { useCSRFPrevention as csrfPreventionPlugin } from '@graphql-yoga/plugin-csrf-prevention';
import { getOperationAST, Kind, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, type Plugin, type YogaServerInstance, type YogaServerOptions } from 'graphql-yoga';
import { BATCH_MAX } from '@portal/shared/options';
import { createGraphQLContext, type GraphQLContext, type RequestState } from '../context';
import { MESSAGES } from '../graphql-errors';
import type { ErrorLog } from '../logging/error-log';
import { schema } from '../schema';
import { XSRF_HEADER } from '../http/cookies';
import { armorPlugin } from './armor';
import { compiledQueriesPlugin } from './compiled-queries';
import { rootFieldsOnlyPlugin } from './root-fields-only';
import { dutchCoercionErrorsPlugin, inputGuardPlugin } from './input-guard';
import { logUnexpectedErrors } from './log-unexpected-errors';
import { operationRulesPlugin } from './operation-rules';

export interface YogaServerContext {
  state: RequestState;
}

export type EndpointYoga = YogaServerInstance<YogaServerContext, GraphQLContext>;

function disableIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

/**
 * Public mutations that change no session and no account a session is kept with: an anonymous
 * request made only of these (a failed sign-in, a new account, a reset request) must not make every
 * api process drop its kept sessions and send a notification, a cheap amplifier for anyone.
 */
const NO_SESSION_EFFECT = new Set([
  'loginPortalUser',
  'createAccount',
  'requestPasswordReset',
  'requestReactivation',
  'resendActivationEmail',
]);

/** Marks a request that ran a mutation that may change sessions: the router then drops kept sessions. */
function markMutations(): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      const fields = operation.selectionSet.selections.map((selection) =>
        selection.kind === Kind.FIELD ? selection.name.value : '',
      );
      const { state } = args.contextValue;
      // A signed-in user's mutation may change their own kept session (a logout, a profile).
      if (state.session || !fields.every((field) => NO_SESSION_EFFECT.has(field))) state.ranMutation = true;
    },
  };
}

type YogaLogger = Extract<YogaServerOptions<YogaServerContext, GraphQLContext>['logging'], object>;

/**
 * Yoga's own warnings and errors (what fails outside a resolver, e.g. building the context) go to the
 * error log; its chatter only in development, to the console.
 */
function yogaLogger(errors: ErrorLog, development: boolean): YogaLogger {
  const chatter = development ? (...args: unknown[]) => console.debug(...args) : () => undefined;
  const record =
    (event: string) =>
    (...args: unknown[]) => {
      const error = args.find((arg) => arg instanceof Error) ?? args.map(String).join(' ');
      errors.record({ event, error });
    };
  return { debug: chatter, info: chatter, warn: record('graphql_warning'), error: record('graphql') };
}

export function createEndpointYoga(options: {
  path: string;
  batch: boolean;
  development: boolean;
  errors: ErrorLog;
  compileQueriesAfterRuns: number;
  /** Only these root fields run on this route (the participant list's: http/participant-list-route.ts). */
  onlyRootFields?: readonly string[];
}): EndpointYoga {
  return createYoga<YogaServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: options.path,
    batching: options.batch ? { limit: BATCH_MAX } : false,
    context: ({ state }) => createGraphQLContext(state),
    // The router answers CORS, GET and health itself; Yoga only sees POSTs to its path.
    cors: false,
    // The router has read the body within its own limit (http/body-limit.ts) and hands Yoga a
    // string: Yoga's limit would pipe that string through a stream once more on every request.
    maxRequestBodySize: false,
    landingPage: false,
    graphiql: false,
    healthCheckEndpoint: undefined,
    logging: yogaLogger(options.errors, options.development),
    // Errors we did not create ourselves become one Dutch message: never a stack trace, SQL or
    // internal text on the wire, in development neither (STACK.md trap 8). A resolver's cause is
    // logged and masked by logUnexpectedErrors with the request id; this is the net behind it.
    maskedErrors: { isDev: false, errorMessage: MESSAGES.unexpected },
    plugins: [
      armorPlugin({ development: options.development }),
      ...(options.development ? [] : [disableIntrospection()]),
      // A cross-site form cannot send this header, so a simple POST cannot reach GraphQL at all.
      csrfPreventionPlugin({ requestHeaders: [XSRF_HEADER] }),
      markMutations(),
      logUnexpectedErrors(),
      operationRulesPlugin(),
      inputGuardPlugin(),
      ...(options.onlyRootFields ? [rootFieldsOnlyPlugin(options.onlyRootFields)] : []),
      dutchCoercionErrorsPlugin(),
      // Last: it only chooses how an operation that passed every check above is executed.
      compiledQueriesPlugin(options.compileQueriesAfterRuns),
    ],
  });
}
