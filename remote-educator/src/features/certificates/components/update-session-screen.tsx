import { formatDate, formatDateTime } from '@portal/shared/format';
import { Link, useParams } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { Card, DescriptionList, QueryContent, ScreenScope } from '@portal/shared/ui';
import { useEducatorSession, type EducatorSession } from '../api/educator-session-query';
import { SessionAwards } from './session-awards';
import { SessionForm } from './session-form';
import './submit-points-screen.css';

const STEPS = [
  { key: 'sessie', label: 'Sessie' },
  { key: 'toekenningen', label: 'Toekenningen' },
] as const;
type Step = (typeof STEPS)[number]['key'];

function StepLinks({ uuid, step }: { uuid: string; step: Step }) {
  return (
    <nav aria-label="Onderdelen">
      <ul className="portal-session-steps">
        {STEPS.map((item) => (
          <li key={item.key}>
            <Link
              to={hrefFor('updateEducationSession', { uuid, step: item.key })}
              aria-current={item.key === step ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Changes({ session }: { session: EducatorSession }) {
  return (
    <Card title="Wijzigingen" titleId="session-changes-title">
      {session.changes.length === 0 ? (
        <p>Geen gegevens beschikbaar</p>
      ) : (
        <ul className="portal-plain-list portal-session-changes">
          {session.changes.map((change) => (
            <li key={change.uuid}>
              <strong>{formatDateTime(change.changedAt)}</strong>, {change.changedByName}:{' '}
              {change.description}
            </li>
          ))}
        </ul>
      )}
      {session.changeCount > session.changes.length ? (
        <p>
          De laatste {session.changes.length} van {session.changeCount} wijzigingen.
        </p>
      ) : null}
    </Card>
  );
}

function SessionContent({
  session,
  step,
  refetch,
}: {
  session: EducatorSession;
  step: Step;
  refetch: () => Promise<unknown>;
}) {
  const editable = session.correctionRefusal === null;
  return (
    <>
      <Card title={session.accreditationTitle} titleId="session-summary-title">
        <DescriptionList
          items={[
            {
              key: 'dates',
              label: 'Data',
              children: `${formatDate(session.startsOn)} t/m ${formatDate(session.endsOn)}`,
            },
            {
              key: 'place',
              label: 'Locatie',
              children: session.isOnline ? 'Online' : (session.location ?? ''),
            },
            {
              key: 'awarded',
              label: 'Toegekend',
              children: session.awardedCount === 1 ? '1 deelnemer' : `${session.awardedCount} deelnemers`,
            },
            {
              key: 'deadline',
              label: 'Corrigeren kan tot en met',
              children: formatDate(session.pointsEntryDeadline),
            },
          ]}
        />
        {editable ? null : <p role="status">{session.correctionRefusal}</p>}
      </Card>
      <StepLinks uuid={session.uuid} step={step} />
      {step === 'sessie' ? (
        <Card title="Sessie wijzigen" titleId="session-form-title">
          {editable ? (
            <SessionForm session={session} onSaved={refetch} />
          ) : (
            <p>De sessie kan niet meer worden gewijzigd.</p>
          )}
        </Card>
      ) : (
        <section aria-labelledby="session-awards-title">
          <h2 id="session-awards-title">Toekenningen</h2>
          <SessionAwards session={session} editable={editable} onChanged={refetch} />
        </section>
      )}
      <Changes session={session} />
    </>
  );
}

function UpdateSessionContent() {
  const params = useParams();
  const uuid = params.uuid ?? '';
  const step: Step = params.step === 'toekenningen' ? 'toekenningen' : 'sessie';
  const query = useEducatorSession(uuid);
  return (
    <section aria-labelledby="update-session-title" className="portal-session-edit">
      <h1 id="update-session-title">Punten bewerken</h1>
      <QueryContent query={query} isEmpty={(data) => data.educatorSession === null}>
        {(data) => <SessionContent session={data.educatorSession!} step={step} refetch={query.refetch} />}
      </QueryContent>
      <p>
        <Link to={hrefFor('submitPoints')}>Terug naar punten invoeren</Link>
      </p>
    </section>
  );
}

/**
 * Punten bewerken (`/digitale-certificaten/bewerken/{uuid}/{step}`): a session's dates and place
 * ('sessie') and its awards ('toekenningen') corrected within the entry period; every change listed.
 */
export default function UpdateSessionScreen() {
  return (
    <ScreenScope>
      <UpdateSessionContent />
    </ScreenScope>
  );
}
