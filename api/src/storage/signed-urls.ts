/**
 * Download links for stored files: an HMAC over the media id, the user the link was issued to
 * and the expiry moment. A changed parameter or an expired link is refused; links are only
 * issued to the file's owner (or staff looking along), see `media.ts`.
 */
import { hmac, safeEqual } from '../security/tokens';

export const SIGNED_URL_MINUTES = 10;
export const FILES_PATH = '/files';

export interface SignedFileLink {
  mediaId: string;
  userId: string;
  expires: number;
}

function payload(link: SignedFileLink): string {
  return `file:${link.mediaId}:${link.userId}:${link.expires}`;
}

export function signFileUrl(
  baseUrl: string,
  appKey: string,
  mediaId: string,
  userId: string,
  now: Date = new Date(),
  minutes: number = SIGNED_URL_MINUTES,
): string {
  const expires = Math.floor(now.getTime() / 1000) + minutes * 60;
  const signature = hmac(appKey, payload({ mediaId, userId, expires }));
  const query = new URLSearchParams({ user: userId, expires: String(expires), signature });
  return `${baseUrl}${FILES_PATH}/${mediaId}?${query.toString()}`;
}

/** The link's parts when signature and expiry hold, else null. */
export function verifyFileUrl(
  appKey: string,
  mediaId: string,
  params: URLSearchParams,
  now: Date = new Date(),
): SignedFileLink | null {
  const userId = params.get('user') ?? '';
  const expires = Number(params.get('expires'));
  const signature = params.get('signature') ?? '';
  if (!userId || !Number.isInteger(expires) || !signature) return null;
  const link = { mediaId, userId, expires };
  if (!safeEqual(signature, hmac(appKey, payload(link)))) return null;
  if (expires * 1000 < now.getTime()) return null;
  return link;
}
