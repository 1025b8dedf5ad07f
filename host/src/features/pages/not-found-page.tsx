import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';

export function NotFoundPage() {
  return (
    <section className="portal-page-message">
      <h1>Deze pagina bestaat niet (meer).</h1>
      <p>
        Ga terug naar <Link to={hrefFor('home')}>de startpagina</Link>.
      </p>
    </section>
  );
}
