/**
 * The error-reporting hook. It leaves out what SPEC section 8 says to ignore: noise that is not a
 * fault of the portal (resize loops, a network that dropped, a chunk or remote that failed to load
 * and is handled by the reload-once logic, expected 401 and 503 answers).
 */
const IGNORED = [
  /ResizeObserver loop/i,
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i,
  /\b(401|503)\b/,
  /Failed to fetch|NetworkError when attempting to fetch resource|Load failed|Network request failed/i,
  /ChunkLoadError|Loading chunk [\w-]+ failed|Loading CSS chunk/i,
];

export function shouldReport(message: string): boolean {
  return !IGNORED.some((pattern) => pattern.test(message));
}

export type ErrorReporter = (message: string, error?: unknown) => void;

let installedReporter: ErrorReporter | null = null;

/** Reports an error the portal caught itself (a remote's screen), minus the ignore list. */
export function reportError(error: unknown, context: string): void {
  const message = error instanceof Error ? error.message : String(error);
  if (installedReporter && shouldReport(message)) installedReporter(`${context}: ${message}`, error);
}

/** Reports uncaught errors and rejections that are worth a look. Returns the function that stops it. */
export function installErrorReporting(report: ErrorReporter): () => void {
  installedReporter = report;
  const onError = (event: ErrorEvent) => {
    if (shouldReport(event.message)) report(event.message, event.error);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const message = event.reason instanceof Error ? event.reason.message : String(event.reason);
    if (shouldReport(message)) report(message, event.reason);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    if (installedReporter === report) installedReporter = null;
  };
}
