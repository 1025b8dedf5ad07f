/**
 * The host's client sends an operation to the public endpoint (`/portal_public`) when its context
 * says `public: true`; `PUBLIC_OPERATION_NAMES` lists which operations live there (guests have no
 * session for the signed-in endpoint).
 */
export interface EndpointOptions {
  isPublic?: boolean;
}

export function endpointContext(isPublic: boolean): { public: true } | undefined {
  return isPublic ? { public: true } : undefined;
}
