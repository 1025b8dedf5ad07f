import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import type { WizardAdvice } from '../utils/decision-table';

/** The wizard's outcome; registering advice links to account creation and the registration. */
export function AdviceCard({ advice }: { advice: WizardAdvice }) {
  return (
    <section aria-labelledby="decision-wizard-advice" className="portal-page-message" role="status">
      <h2 id="decision-wizard-advice">{advice.title}</h2>
      {advice.chamber && (
        <dl>
          <dt>Kamer</dt>
          <dd>{advice.chamber}</dd>
          {advice.target && (
            <>
              <dt>Registratie als</dt>
              <dd>{advice.target}</dd>
            </>
          )}
        </dl>
      )}
      <p>{advice.text}</p>
      {advice.outcome === 'register' && (
        <ul>
          <li>
            <Link to={hrefFor('createProfessional')}>Maak een account aan</Link>
          </li>
          <li>
            Heb je al een account? <Link to={hrefFor('registration')}>Start je registratie</Link>
          </li>
        </ul>
      )}
    </section>
  );
}
