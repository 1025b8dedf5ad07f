import { ErrorLink } from '@apollo/client/link/error';
import { classifyPortalError } from './classify-error';

/** What the host does for each outcome of SPEC section 8; remotes never handle these themselves. */
export interface PortalErrorHandlers {
  /** Network 401: the session is gone. Re-initialise the portal and go to login. */
  onUnauthenticated: () => void;
  /** 'Service Unavailable': go to the maintenance page. */
  onMaintenance: () => void;
  /** GraphQL code 401 or 403: a hard redirect to /fout. */
  onForbidden: () => void;
  /** Any other GraphQL error: the error page. */
  onError: () => void;
}

export function createPortalErrorLink(handlers: PortalErrorHandlers): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    // The start-up query decides about the portal state itself (SPEC section 4): no redirects from it.
    if (operation.operationName === 'portalInitQuery') return;
    switch (classifyPortalError(error)) {
      case 'reinitialize-and-login':
        handlers.onUnauthenticated();
        return;
      case 'maintenance':
        handlers.onMaintenance();
        return;
      case 'hard-redirect-error':
        handlers.onForbidden();
        return;
      case 'error-page':
        handlers.onError();
        return;
      default:
        return;
    }
  });
}
