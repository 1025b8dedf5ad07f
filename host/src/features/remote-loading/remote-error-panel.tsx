/** Shown in the content area when a remote cannot be loaded; the shell around it keeps working. */
export function RemoteErrorPanel({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="portal-page-message" role="alert">
      <h1>Dit onderdeel kan op dit moment niet worden geladen.</h1>
      <p>Controleer je internetverbinding of probeer het over een paar minuten opnieuw.</p>
      <button type="button" className="portal-button portal-button--primary" onClick={onRetry}>
        Opnieuw proberen
      </button>
    </section>
  );
}
