import { safePortalPath } from '@portal/shared/redirect';

/**
 * Where the user came from to pay (`/betaling/{uuid}?terug=/registreren/…`), kept across the trip to
 * the payment provider: the provider sends the browser back to `/betaling/{uuid}?resultaat=…` without
 * it. Only a path of the portal itself is kept (the one redirect decision); per invoice, per tab.
 */
const KEY_PREFIX = 'portal.payment-return.';

export function rememberPaymentReturn(invoiceUuid: string, target: string | null): void {
  if (!target || !invoiceUuid) return;
  const path = safePortalPath(target, window.location.origin, '');
  if (!path) return;
  try {
    window.sessionStorage.setItem(KEY_PREFIX + invoiceUuid, path);
  } catch {
    // Storage can be off (private mode): the page then offers the overview instead.
  }
}

export function paymentReturnOf(invoiceUuid: string): string | null {
  try {
    const stored = window.sessionStorage.getItem(KEY_PREFIX + invoiceUuid);
    return stored ? safePortalPath(stored, window.location.origin, '') || null : null;
  } catch {
    return null;
  }
}
