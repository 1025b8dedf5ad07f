/**
 * The one decision about where the portal may send a browser after sign-in (the login form's
 * `?redirect=`, the way back from Professioneel Toezicht, the payment return): only to a path of the
 * portal's own origin. The target is parsed the way a browser would, against that origin, and
 * anything that could end elsewhere is refused outright rather than repaired.
 */

/** Tabs, new lines and other control characters: browsers drop them, which can turn `/\t/x` into `//x`. */
function hasControlCharacters(value: string): boolean {
  return [...value].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });
}

/** Percent-decoded once more, up to a few rounds; null when the encoding is broken. */
function decodings(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

function looksLikeAPortalPath(form: string): boolean {
  return (
    form.startsWith('/') &&
    !form.startsWith('//') &&
    !form.includes('\\') &&
    !hasControlCharacters(form) &&
    form.trim() === form
  );
}

/**
 * The path (with query and fragment) to follow, or `fallback` when `target` is not a path of the
 * portal at `portalOrigin` (for example `https://mijn.skjeugd.nl`).
 */
export function safePortalPath(
  target: string | undefined | null,
  portalOrigin: string,
  fallback = '/dashboard',
): string {
  if (typeof target !== 'string' || target === '' || target.length > 2000) return fallback;
  // Every decoded form must look like a plain path too: a later decode must not reveal '//' or '\'.
  const forms = decodings(target);
  if (!forms || !forms.every(looksLikeAPortalPath)) return fallback;
  let origin: string;
  let url: URL;
  try {
    origin = new URL(portalOrigin).origin;
    url = new URL(target, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin || url.username !== '' || url.password !== '') return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The absolute URL of a portal path, decided by `safePortalPath` (the api's payment return). */
export function safePortalUrl(target: string, portalUrl: string, fallback = '/dashboard'): string {
  const origin = new URL(portalUrl).origin;
  return `${origin}${safePortalPath(target, origin, fallback)}`;
}
