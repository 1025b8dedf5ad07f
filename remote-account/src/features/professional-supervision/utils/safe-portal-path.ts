import { hrefFor } from '@portal/shared/routes';
/**
 * The redirect of a sign-in from Professioneel Toezicht arrives in the URL, so anyone can craft it.
 * Only a path inside the portal is followed: it starts with one '/', not '//' (another host) or '/\'
 * (browsers treat it as '//'), and has no scheme such as 'https:' or 'javascript:'.
 */
export const DEFAULT_AFTER_PT_LOGIN = hrefFor('dashboard');

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export function safePortalPath(redirect: string | undefined): string {
  const path = redirect === undefined ? null : decode(redirect);
  if (!path) return DEFAULT_AFTER_PT_LOGIN;
  const trimmed = path.trim();
  const isPortalPath =
    trimmed === path &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    !/^[a-z][a-z0-9+.-]*:/i.test(path) &&
    // Control characters (tabs, new lines) are dropped by browsers and can hide a '//'.
    ![...path].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);
  return isPortalPath ? path : DEFAULT_AFTER_PT_LOGIN;
}
