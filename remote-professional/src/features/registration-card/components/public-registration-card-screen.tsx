import { Alert, Card } from 'antd';
import { formatDate } from '@portal/shared/format';
import { useParams } from '@portal/shared/router';
import { LoadingSkeleton, ScreenScope } from '@portal/shared/ui';
import { NO_DATA } from '../../../components/no-data';
import { usePublicRegistrationCard } from '../api/public-registration-card-query';
import { RegisterCardDetails } from './register-card-details';

function PublicCardContent() {
  const params = useParams();
  const { data, loading, failed } = usePublicRegistrationCard(params.uuid ?? '');
  const card = data?.registrationCard ?? null;

  return (
    <section className="portal-card" aria-labelledby="public-card-title">
      <h1 id="public-card-title">Registerpas</h1>
      <p>Kwaliteitsregister Jeugd: de actuele registratie van deze professional.</p>
      {loading && <LoadingSkeleton />}
      {!loading && failed && !card && (
        <Alert
          type="error"
          showIcon
          title="De registerpas kon niet worden geladen. Probeer het later opnieuw."
        />
      )}
      {!loading && !failed && !card && <p>Deze registerpas bestaat niet (meer).</p>}
      {card && (
        <Card>
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
        </Card>
      )}
    </section>
  );
}

/** The public register card (bare layout, also signed out): only public facts, by the card's id. */
export default function PublicRegistrationCardScreen() {
  return (
    <ScreenScope>
      <PublicCardContent />
    </ScreenScope>
  );
}
