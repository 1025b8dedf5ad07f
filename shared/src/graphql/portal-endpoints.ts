/**
 * The endpoints of the portal's one client, remembered when the host creates it: the upload path
 * (`POST /files`) is not GraphQL, yet must go to the same api with the same token. This module is a
 * federation singleton (`@portal/shared/graphql`), so a remote reads what the host configured.
 */
import type { PortalEndpoints } from './endpoints';

let current: PortalEndpoints | null = null;

export function rememberPortalEndpoints(endpoints: PortalEndpoints): void {
  current = endpoints;
}

export function currentPortalEndpoints(): PortalEndpoints {
  if (!current) throw new Error('The portal client has not been created yet.');
  return current;
}

/** `POST {base}files`, next to `/graphql` (docs/contracts/professional-operations.md). */
export function filesUrl(endpoints: PortalEndpoints): string {
  return `${endpoints.baseApiUrl}files`;
}
