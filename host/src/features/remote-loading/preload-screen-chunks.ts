/**
 * Issue 8: the files of the screen being opened are asked for as the host starts, beside the remote's
 * manifest and remoteEntry.js. Without this the browser learns of them only once remoteEntry.js, the
 * parcel and the screen's import have run: on a phone two or three round trips later. Each remote's
 * build lists them per screen in `screen-chunks.json` (shared/build/screen-chunks-plugin.cjs); the
 * links added here are plain preloads (no credentials mode of their own), so webpack's script and
 * stylesheet tags take the same responses. The screen chunk itself is the federation runtime's to
 * preload (preload-remote.ts); a missing or odd list only loses the head start.
 */

export const SCREEN_CHUNKS_FILE = 'screen-chunks.json';

/** A file name of a build's own folder: nothing else is ever linked from the list. */
const BUILD_FILE = /^[\w.-]+\.(js|css)$/;

/** The files the list names for a screen, other than the screen chunk itself; none on anything odd. */
export function libraryFilesOf(list: unknown, screenChunk: string): string[] {
  if (typeof list !== 'object' || list === null) return [];
  const files = (list as Record<string, unknown>)[screenChunk];
  if (!Array.isArray(files)) return [];
  return files.filter(
    (file): file is string =>
      typeof file === 'string' && BUILD_FILE.test(file) && !file.startsWith(`${screenChunk}.`),
  );
}

function addPreload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', href.endsWith('.css') ? 'style' : 'script');
  link.href = href;
  // Below what the host's own start needs (its preloads are low too), above nothing else.
  link.setAttribute('fetchpriority', 'low');
  document.head.appendChild(link);
}

/** Reads the remote's list beside its manifest and preloads the files of `screen-<route>`. */
export async function preloadScreenChunks(manifestUrl: string, routeName: string): Promise<void> {
  const listUrl = new URL(SCREEN_CHUNKS_FILE, manifestUrl);
  const response = await fetch(listUrl, { credentials: 'omit' });
  if (!response.ok) return;
  for (const file of libraryFilesOf(await response.json(), `screen-${routeName}`))
    addPreload(new URL(file, listUrl).href);
}
