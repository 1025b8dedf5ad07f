/** A route whose screen has not been built yet. */
export function UnavailablePanel() {
  return (
    <section className="portal-page-message">
      <h1>Dit onderdeel is nog niet beschikbaar.</h1>
    </section>
  );
}
