/**
 * Shown while the session or a remote loads; a plain element so the shell needs no widget library.
 * `overlay`: laid over the remote's slot instead of before it, so nothing moves when it goes.
 */
export function LoadingPanel({ overlay = false }: { overlay?: boolean }) {
  return (
    <div className={overlay ? 'portal-loading portal-loading--overlay' : 'portal-loading'} role="status">
      <span className="portal-spinner" aria-hidden="true" />
      <span>Laden...</span>
    </div>
  );
}
