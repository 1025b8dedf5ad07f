// The host's first portalInitQuery exactly as its Apollo client sends it (createPortalClient in
// @portal/shared/graphql: public operation, a query, so batched to /portal_public/batch), written at
// build time so main.js can send it before Apollo has even downloaded (host/src/lib/start-plan.ts,
// docs/decisions/0012-early-portal-init.md). The text must be byte for byte what Apollo would send: the
// client then takes the early answer for its own first request. host/src/lib/__tests__/
// early-session.test.ts compares it with a real client's request, so a change on either side that
// makes them differ fails there (in the browser it would only cost the second request again).
const path = require('node:path');
const graphql = require('graphql');
const { addTypenameToDocument } = require('@apollo/client/utilities');
const { SHARED_PACKAGE_DIR } = require('@portal/shared/build');
const { operationsIn } = require(path.join(SHARED_PACKAGE_DIR, 'build/client-operations.cjs'));

/** The folder of the shared operations, as client-operations.cjs names folders (from the project root). */
const OPERATIONS_FOLDER = 'shared/src/graphql/operations';
const OPERATION_NAME = 'portalInitQuery';
/** The version Apollo names itself with in every request's extensions (its client-library awareness). */
const APOLLO_VERSION = require('@apollo/client/package.json').version;

/**
 * @returns {{
 *   path: string, body: string, headers: Record<string, string>, clientNameHeader: string,
 *   clientVersionHeader: string, xsrfCookie: string, xsrfHeader: string,
 * }}
 */
function portalInitRequest() {
  const query = graphql.print(
    addTypenameToDocument(graphql.parse(operationsIn(OPERATIONS_FOLDER)[OPERATION_NAME])),
  );
  const operation = {
    operationName: OPERATION_NAME,
    // host/src/app/portal/use-portal-state.ts asks with { uri: '' }.
    variables: { uri: '' },
    extensions: { clientLibrary: { name: '@apollo/client', version: APOLLO_VERSION } },
    query,
  };
  return {
    // Relative to qoreGraphqlUrl (derivePortalEndpoints: portalPublicBatch).
    path: '/portal_public/batch',
    // A batch of one: BatchHttpLink sends an array.
    body: JSON.stringify([operation]),
    headers: {
      accept: 'application/graphql-response+json,application/json;q=0.9',
      'content-type': 'application/json',
      'apollographql-client-name': 'portal',
    },
    // The release comes from /config.js at run time, like the client's clientAwareness.version.
    clientVersionHeader: 'apollographql-client-version',
    clientNameHeader: 'apollographql-client-name',
    // The api's readable anti-forgery cookie, echoed as a header when it is there (shared/src/graphql/xsrf.ts).
    xsrfCookie: 'XSRF-TOKEN',
    xsrfHeader: 'x-xsrf-token',
  };
}

module.exports = { portalInitRequest };
