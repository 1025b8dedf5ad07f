import { hrefFor } from '@portal/shared/routes';

/**
 * The public register card's full address on the portal (PORTAL_URL): what the QR code on the card's
 * page, in its PDF and on a certificate holds, so all three lead to the same place.
 */
export function publicCardUrl(portalUrl: string, publicId: string): string {
  return `${portalUrl}${hrefFor('registrationCard', { uuid: publicId })}`;
}
