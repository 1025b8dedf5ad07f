/**
 * The api's request handler (a fetch-style function wrapped for Node's http server), so tests run
 * it in-process with `app.fetch(request, { clientIp })` and the server only has to listen.
 */
import { randomUUID } from 'node:crypto';
import { createServerAdapter } from '@whatwg-node/server';
import { forgetSessionsEverywhere } from './auth/session-invalidation';
import {
  createRequestState,
  responseCookies,
  type AppServices,
  type Endpoint,
  type RequestState,
} from './context';
import { createEndpointYoga, type EndpointYoga } from './graphql/yoga';
import { MESSAGES } from './graphql-errors';
import { isDatabaseUnavailable, metUnavailableDatabase } from './db/unavailable';
import { healthResponse } from './http/health';
import { runAfterResponse } from './http/after-response';
import { handleAdminStaff } from './http/admin-route';
import { checkBatch } from './http/batch-limit';
import { readLimitedBody } from './http/body-limit';
import {
  PARTICIPANT_LIST_FIELDS,
  PARTICIPANT_LIST_LIMIT,
  PARTICIPANT_LIST_ROUTE,
  participantListRefusal,
} from './http/participant-list-route';
import { claimIdempotentRequest, IDEMPOTENCY_HEADER } from './http/idempotency';
import { withinTimeLimit } from './graphql/time-limit';
import { handleDownload, handleUpload } from './http/file-routes';
import { handleDataExportDownload } from './http/data-export-route';
import { DATA_EXPORT_PATH } from './jobs/data-exports';
import { handleDynamicTemplate } from './http/document-route';
import { FILES_PATH } from './storage/signed-urls';
import type { ServerContext } from './http/client-address';
import { corsHeaders, preflightResponse } from './http/cors';
import { graphqlRefusal, json, withHeaders } from './http/responses';
import { handleCheckout, handlePaymentCallback } from './http/test-provider-routes';
import { TEST_PROVIDER_PATHS } from './payments/test-provider';
import { MOLLIE_WEBHOOK_PATH } from './payments/mollie-provider';
import { handleMollieWebhook } from './http/mollie-webhook';

export const GRAPHQL_PATHS = {
  portal: '/graphql/portal',
  public: '/graphql/portal_public',
} as const;

interface GraphQLRoute {
  endpoint: Endpoint;
  batch: boolean;
  yoga: EndpointYoga;
  /**
   * A route with a body limit of its own: its requests are refused before the body is read unless
   * `refusal` lets them through (the participant list: a signed-in provider only).
   */
  ownLimit?: {
    limit: { bytes: number; message: string };
    refusal: (state: RequestState) => Response | null;
  };
}

function graphqlRoutes(services: AppServices): Map<string, GraphQLRoute> {
  const routes = new Map<string, GraphQLRoute>();
  for (const endpoint of ['portal', 'public'] as const) {
    for (const batch of [false, true]) {
      const path = `${GRAPHQL_PATHS[endpoint]}${batch ? '/batch' : ''}`;
      const yoga = createEndpointYoga({
        path,
        batch,
        development: services.config.isDevelopment,
        errors: services.errors,
        compileQueriesAfterRuns: services.config.compileQueriesAfterRuns,
      });
      routes.set(path, { endpoint, batch, yoga });
    }
  }
  routes.set(PARTICIPANT_LIST_ROUTE, {
    endpoint: 'portal',
    batch: false,
    yoga: createEndpointYoga({
      path: PARTICIPANT_LIST_ROUTE,
      batch: false,
      development: services.config.isDevelopment,
      errors: services.errors,
      compileQueriesAfterRuns: services.config.compileQueriesAfterRuns,
      onlyRootFields: PARTICIPANT_LIST_FIELDS,
    }),
    ownLimit: { limit: PARTICIPANT_LIST_LIMIT, refusal: participantListRefusal },
  });
  return routes;
}

/** The database cannot be reached: the portal's maintenance page, with a hint when to retry. */
function unavailableResponse(): Response {
  return withHeaders(graphqlRefusal(MESSAGES.maintenance, 503), [['retry-after', '5']]);
}

export function createApp(services: AppServices) {
  const routes = graphqlRoutes(services);

  async function handleGraphQL(
    request: Request,
    serverContext: ServerContext | undefined,
    route: GraphQLRoute,
  ) {
    if (request.method !== 'POST') {
      return json({ message: 'Gebruik POST voor GraphQL-operaties.' }, 405, { allow: 'POST' });
    }
    // A route with a larger limit knows who is asking before it reads a byte (issue 41).
    const early = route.ownLimit
      ? await createRequestState(request, serverContext, services, route.endpoint)
      : undefined;
    const refused = early && route.ownLimit?.refusal(early);
    if (refused) {
      return withHeaders(
        refused,
        responseCookies(early).map((cookie): [string, string] => ['set-cookie', cookie]),
      );
    }
    const body = await readLimitedBody(request, route.ownLimit?.limit);
    if ('refusal' in body) return body.refusal;
    // Yoga's own Request class (the server adapter's): its body is read without a stream.
    let graphqlRequest: Request = new route.yoga.fetchAPI.Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: body.text,
    });
    if (route.batch) {
      const checked = await checkBatch(graphqlRequest);
      if ('refusal' in checked) return checked.refusal;
      graphqlRequest = checked.request;
    }
    // The early state read the same headers: the session is not looked up twice.
    const state =
      early ?? (await createRequestState(graphqlRequest, serverContext, services, route.endpoint));
    // A signed-in request with an Idempotency-Key runs once per user and key (http/idempotency.ts).
    const key = request.headers.get(IDEMPOTENCY_HEADER);
    const claim =
      key !== null && state.session
        ? await claimIdempotentRequest(services.database.db, state.session.user.id, key, body.text)
        : undefined;
    if (claim?.kind === 'answer') return withHeaders(claim.response, [['x-request-id', state.requestId]]);
    // handleRequest, not fetch: fetch would also watch this Request's abort signal, which nothing
    // ever aborts (the request was made here), at the cost of a signal and a listener per request.
    const work = Promise.resolve(route.yoga.handleRequest(graphqlRequest, { state }))
      .then((response) =>
        // Stored before it is sent: a mutation's answer, unless the database was away (then the retry runs).
        claim ? claim.finish(response, state.ranMutation && !metUnavailableDatabase(state)) : response,
      )
      .finally(() => {
        runAfterResponse(state);
        // What a mutation changed (a logout, a password, a role) counts from the next request on, on
        // every instance, also when it finishes after the time limit has answered.
        if (state.ranMutation) return forgetSessionsEverywhere(services);
      });
    const answered = await withinTimeLimit(work, services.config.operationTimeLimitMs);
    // One field that met an unreachable database stands for the whole request: the portal shows
    // its maintenance page for 'Service Unavailable' (SPEC section 8) rather than half an answer.
    const response = metUnavailableDatabase(state) ? unavailableResponse() : answered;
    return withHeaders(response, [
      ['x-request-id', state.requestId],
      ...responseCookies(state).map((cookie): [string, string] => ['set-cookie', cookie]),
    ]);
  }

  async function route(
    request: Request,
    serverContext: ServerContext | undefined,
    pathname: string,
  ): Promise<Response> {
    if (request.method === 'OPTIONS') return preflightResponse(request, services.config);
    const graphqlRoute = routes.get(pathname);
    if (graphqlRoute) {
      // Answers carry personal data: never cached, never sniffed into another type.
      return withHeaders(await handleGraphQL(request, serverContext, graphqlRoute), [
        ['cache-control', 'no-store'],
        ['x-content-type-options', 'nosniff'],
      ]);
    }
    if (pathname === '/health' && request.method === 'GET') return healthResponse(services);
    if (pathname === '/admin/staff' && request.method === 'POST') {
      return handleAdminStaff(request, serverContext, services);
    }
    if (pathname === FILES_PATH && request.method === 'POST') {
      return handleUpload(request, serverContext, services);
    }
    if (pathname.startsWith(`${DATA_EXPORT_PATH}/`) && request.method === 'GET') {
      return handleDataExportDownload(
        request,
        serverContext,
        services,
        pathname.slice(DATA_EXPORT_PATH.length + 1),
      );
    }
    if (pathname.startsWith(`${FILES_PATH}/`) && request.method === 'GET') {
      return handleDownload(request, services, pathname.slice(FILES_PATH.length + 1));
    }
    if (pathname === MOLLIE_WEBHOOK_PATH && request.method === 'POST') {
      return handleMollieWebhook(request, services);
    }
    if (pathname === TEST_PROVIDER_PATHS.callback && request.method === 'POST') {
      return handlePaymentCallback(request, services);
    }
    if (pathname.startsWith(TEST_PROVIDER_PATHS.checkoutPrefix)) {
      return handleCheckout(request, services, pathname.slice(TEST_PROVIDER_PATHS.checkoutPrefix.length));
    }
    if (pathname === '/generate-dynamic-template') {
      if (request.method !== 'POST') return json({ message: 'Gebruik POST.' }, 405, { allow: 'POST' });
      return handleDynamicTemplate(request, serverContext, services);
    }
    return json({ message: 'Deze pagina bestaat niet (meer).' }, 404);
  }

  return createServerAdapter<ServerContext>(async (request, serverContext) => {
    try {
      const { pathname } = new URL(request.url);
      const response = await route(request, serverContext, pathname);
      // A staff command (a deactivation, a decision) writes accounts outside GraphQL: kept sessions go
      // too. Nothing else outside GraphQL changes a session or its account, so an anonymous POST (a
      // junk webhook, a refused upload, an unknown path) makes no process drop anything.
      if (pathname === '/admin/staff' && response.status === 200) await forgetSessionsEverywhere(services);
      return withHeaders(response, corsHeaders(request, services.config));
    } catch (error) {
      // Last line of defence: log the cause, tell the client nothing about it but where to find it.
      const requestId = randomUUID();
      const unavailable = isDatabaseUnavailable(error);
      services.errors.record({
        event: unavailable ? 'database_unavailable' : 'request',
        requestId,
        method: request.method,
        path: new URL(request.url).pathname,
        error,
      });
      if (unavailable) return withHeaders(unavailableResponse(), [['x-request-id', requestId]]);
      return json({ message: MESSAGES.unexpected }, 500, { 'x-request-id': requestId });
    }
  });
}

export type App = ReturnType<typeof createApp>;
