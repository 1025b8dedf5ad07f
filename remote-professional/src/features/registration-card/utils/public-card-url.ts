import { hrefFor } from '@portal/shared/routes';

/** The full address of the public card page, on the portal's own origin (what the QR code holds). */
export function publicCardUrl(publicUuid: string, origin: string = window.location.origin): string {
  return `${origin}${hrefFor('registrationCard', { uuid: publicUuid })}`;
}
