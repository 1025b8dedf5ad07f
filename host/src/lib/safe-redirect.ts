import { safePortalPath } from '@portal/shared/redirect';
import { hrefFor } from '@portal/shared/routes';

/**
 * Where to go after sign-in (the login form's `?redirect=` and the way back from Professioneel
 * Toezicht both arrive here): only paths of the portal's own origin, decided by the shared
 * `safePortalPath`, which the api uses for the payment return too; anything else goes to the dashboard.
 */
export function safeRedirect(target: string | undefined | null, fallback = hrefFor('dashboard')): string {
  return safePortalPath(target, window.location.origin, fallback);
}
