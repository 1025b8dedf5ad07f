/**
 * Prefetches the files a screen needs later (the registration wizard's later steps) with plain
 * `<link rel="prefetch">` elements, one a task when the browser is idle (issue 42; decision 0025 had
 * webpack's own hints deferred by patching its runtime). The file names come from the build:
 * screen-chunks.json's `later` entry lists, for each lazy import named `later-<name>`, the files it
 * loads (shared/build/screen-chunks-plugin.cjs). A prefetch is for later by definition: 28 links at
 * once were a task of 70–110 ms at a phone's speed, right as the form's fields were to show.
 *
 * A file the page already has (loaded, preloaded or hinted) gets no link: Chromium would ask for it
 * again. A step opened before its files are hinted loads them itself, as any lazy import does; a build
 * or answer without the list prefetches nothing.
 */

import { whenBrowserIdle } from './when-idle';

/** The remote's own folder, where its build files and screen-chunks.json lie (webpack's public path). */
declare const __webpack_public_path__: string | undefined;

const LIST_FILE = 'screen-chunks.json';
/** A plain file name of the build's folder: nothing else is ever linked from the list. */
const BUILD_FILE = /^[\w.-]+\.(js|css)$/;

export interface PrefetchLaterOptions {
  publicPath?: string;
  fetchImpl?: typeof fetch;
  whenIdle?: (work: () => void) => void;
}

/** The files of every `later` group whose name starts with `prefix`, plain names only, each once. */
export function laterFilesOf(list: unknown, prefix: string): string[] {
  const later = typeof list === 'object' && list !== null ? (list as { later?: unknown }).later : null;
  if (typeof later !== 'object' || later === null) return [];
  const files = Object.entries(later as Record<string, unknown>)
    .filter(([name]) => name.startsWith(prefix))
    .flatMap(([, names]) => (Array.isArray(names) ? names : []))
    .filter((name): name is string => typeof name === 'string' && BUILD_FILE.test(name));
  return [...new Set(files)];
}

/** Whether the page has asked for `href` already, or holds a link or script for it. */
function pageHas(href: string): boolean {
  if (typeof performance.getEntriesByName === 'function' && performance.getEntriesByName(href).length > 0)
    return true;
  return [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[href], script[src]')].some(
    (element) => (element instanceof HTMLLinkElement ? element.href : element.src) === href,
  );
}

/**
 * Once the browser is idle, reads the list and writes a prefetch link for each of the `prefix` groups'
 * files the page does not have yet, each in an idle moment of its own.
 */
export function prefetchLater(prefix: string, options: PrefetchLaterOptions = {}): void {
  const publicPath =
    options.publicPath ?? (typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '');
  // Outside a webpack build (unit tests without a path) there is nothing to prefetch.
  if (!publicPath) return;
  const fetchImpl = options.fetchImpl ?? ((...args) => globalThis.fetch(...args));
  const whenIdle = options.whenIdle ?? whenBrowserIdle;
  const base = new URL(publicPath, window.location.href);

  const hintEach = (hrefs: string[]) => {
    const href = hrefs.shift();
    if (!href) return;
    if (!pageHas(href)) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.setAttribute('as', href.endsWith('.css') ? 'style' : 'script');
      link.href = href;
      document.head.append(link);
    }
    whenIdle(() => hintEach(hrefs));
  };

  whenIdle(() => {
    fetchImpl(new URL(LIST_FILE, base).href)
      .then((response) => (response.ok ? response.json() : null))
      .then((list: unknown) => hintEach(laterFilesOf(list, prefix).map((file) => new URL(file, base).href)))
      .catch(() => {
        // Prefetching is an optimisation only: each step still loads its own files when it opens.
      });
  });
}
