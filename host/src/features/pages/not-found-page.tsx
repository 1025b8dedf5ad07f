import { Link } from '../../lib/router';

export function NotFoundPage() {
  return (
    <section className="portal-page-message">
      <h1>Deze pagina bestaat niet (meer).</h1>
      <p>
        Ga terug naar <Link to="/">de startpagina</Link>.
      </p>
    </section>
  );
}
