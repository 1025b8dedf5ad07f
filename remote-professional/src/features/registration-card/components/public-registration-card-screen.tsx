import { formatDate } from '@portal/shared/format';
import { useParams } from '@portal/shared/router';
import { REGISTER } from '@portal/shared/options';
import './public-registration-card.css';
import type { RegistrationCardQuery } from '../../../generated/operation-types';
import { NO_DATA } from '../../../components/no-data';
import { QueryContent } from '../../../components/query-content';
import { usePublicRegistrationCard } from '../api/public-registration-card-query';
import { RegisterCardDetails } from './register-card-details';

type PublicRegisterCard = NonNullable<RegistrationCardQuery['registrationCard']>;

/** Only the public facts, with the disciplinary measures in force. */
function PublicCard({ card }: { card: PublicRegisterCard }) {
  return (
    <>
      <RegisterCardDetails card={card} />
      {card.registerCity && <p>Vestigingsplaats: {card.registerCity}</p>}
      <h2>Maatregelen</h2>
      {card.disciplinaryMeasures.length === 0 ? (
        <p>{NO_DATA}</p>
      ) : (
        <ul>
          {card.disciplinaryMeasures.map((measure) => (
            <li key={`${measure.label}-${measure.startsAt ?? ''}`}>
              {measure.label}
              {measure.startsAt ? ` vanaf ${formatDate(measure.startsAt)}` : ''}
              {measure.endsAt ? ` tot ${formatDate(measure.endsAt)}` : ''}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The public register card (bare layout, also signed out): only public facts, by the card's id. */
export default function PublicRegistrationCardScreen() {
  const params = useParams();
  const query = usePublicRegistrationCard(params.uuid ?? '');
  return (
    <section className="portal-card portal-public-card" aria-labelledby="public-card-title">
      {/* The bare layout has no header: the card itself says whose register it is (issue 36). */}
      <div className="portal-public-card__register">
        <span className="portal-logo" aria-hidden="true">
          {REGISTER.shortName}
        </span>
        <span>{REGISTER.name}</span>
      </div>
      <h1 id="public-card-title">Registerpas</h1>
      <p>De actuele registratie van deze professional in het Kwaliteitsregister Jeugd.</p>
      <QueryContent query={query}>
        {({ registrationCard: card }) =>
          card ? <PublicCard card={card} /> : <p>Deze registerpas bestaat niet (meer).</p>
        }
      </QueryContent>
    </section>
  );
}
