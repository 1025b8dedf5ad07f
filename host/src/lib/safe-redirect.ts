import { hrefFor } from '@portal/shared/routes';

/** Only paths inside the portal are followed after sign-in; anything else goes to the dashboard. */
export function safeRedirect(target: string | undefined | null, fallback = hrefFor('dashboard')): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  return target;
}
