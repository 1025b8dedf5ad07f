/** Shown while the session or a remote loads; a plain element so the shell needs no widget library. */
export function LoadingPanel() {
  return (
    <div className="portal-loading" role="status">
      <span className="portal-spinner" aria-hidden="true" />
      <span>Laden...</span>
    </div>
  );
}
