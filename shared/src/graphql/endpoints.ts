/** Endpoints derived from the one configured GraphQL URL (ARCHITECTURE.md, "The API"). */
export interface PortalEndpoints {
  portal: string;
  portalPublic: string;
  portalBatch: string;
  portalPublicBatch: string;
  /** `qoreGraphqlUrl` minus its `graphql` suffix; serves `generate-dynamic-template`. */
  baseApiUrl: string;
}

export const MISSING_GRAPHQL_URL_MESSAGE = 'window.config.qoreGraphqlUrl not found!';

export function derivePortalEndpoints(qoreGraphqlUrl: string | undefined | null): PortalEndpoints {
  if (!qoreGraphqlUrl) throw new Error(MISSING_GRAPHQL_URL_MESSAGE);
  const graphqlUrl = qoreGraphqlUrl.replace(/\/+$/, '');
  return {
    portal: `${graphqlUrl}/portal`,
    portalPublic: `${graphqlUrl}/portal_public`,
    portalBatch: `${graphqlUrl}/portal/batch`,
    portalPublicBatch: `${graphqlUrl}/portal_public/batch`,
    baseApiUrl: graphqlUrl.replace(/graphql$/, ''),
  };
}

export function dynamicTemplateUrl(endpoints: PortalEndpoints): string {
  return `${endpoints.baseApiUrl}generate-dynamic-template`;
}
