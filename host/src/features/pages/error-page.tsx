import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';

/** `/fout`: where the error catalogue of SPEC section 8 sends the user. */
export function ErrorPage() {
  return (
    <section className="portal-page-message">
      <h1>Er is iets misgegaan</h1>
      <p>Er ging iets mis bij het verwerken van je verzoek. Probeer het later opnieuw.</p>
      <p>
        <Link to={hrefFor('home')}>Naar de startpagina</Link>
      </p>
    </section>
  );
}
