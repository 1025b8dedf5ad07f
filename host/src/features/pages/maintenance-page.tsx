/** `/onderhoud`: shown on every route while the portal is in maintenance. */
export function MaintenancePage() {
  return (
    <section className="portal-page-message">
      <h1>Onderhoud</h1>
      <p>Het portaal is tijdelijk niet beschikbaar vanwege onderhoud. Probeer het later opnieuw.</p>
    </section>
  );
}
