import { useMemo, useState } from 'react';
import { formatDate } from '@portal/shared/format';
import {
  DateField,
  DocumentUploadField,
  MultiStepForm,
  NumberField,
  TextField,
  type FormValues,
} from '@portal/shared/forms';
import { flashStatus } from '@portal/shared/forms/plain';
import { Link, useNavigate, useParams } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { ScreenScope } from '@portal/shared/ui';
import { SUB_ACTIVITY_RULES } from '@portal/shared/validation';
import { NO_DATA } from '../../../components/no-data';
import { QueryContent } from '../../../components/query-content';
import { useActivity, type ActivityDetail } from '../api/activity-query';
import { useCreateActivity } from '../api/create-activity';
import { useReRegistration, type ReRegistration } from '../api/re-registration-query';
import { useUpdateActivity } from '../api/update-activity';
import { activityValues, subActivityInput } from '../utils/activity-input';
import { amountText } from '../utils/amount-text';
import { prefixless } from './activity-create-screen';
import { NO_ACTIVITY, READ_ONLY_TEXT } from './activity-form-screen';

const SESSION_STEP = 'sessie';

function SessionForm({
  track,
  round,
  onSaved,
}: {
  track: ActivityDetail;
  round: ReRegistration;
  /** Re-reads the track (its sessions and total) and starts a fresh form. */
  onSaved: () => Promise<void>;
}) {
  const { childUuid, step } = useParams();
  const navigate = useNavigate();
  const create = useCreateActivity();
  const update = useUpdateActivity();
  const session = track.subActivities.find((entry) => entry.uuid === childUuid) ?? null;
  const initialValues = useMemo(() => (session ? activityValues(session) : {}), [session]);

  const submit = async (values: FormValues) => {
    const input = subActivityInput(values);
    const outcome = session
      ? await update.run({ uuid: session.uuid, subActivity: input })
      : await create.run({ roundUuid: round.uuid, parentUuid: track.uuid, subActivity: input });
    if (Object.keys(outcome.fieldErrors).length > 0) return prefixless(outcome.fieldErrors);
    if (outcome.failed || !outcome.data) throw new Error('saving a session failed');
    flashStatus('De sessie is opgeslagen.');
    // A fresh form for the next session, the list above it re-read.
    if (session) navigate(hrefFor('activityFormChild', { uuid: track.uuid }), { replace: true });
    await onSaved();
    return undefined;
  };

  return (
    <MultiStepForm
      key={childUuid ?? 'new'}
      steps={[
        {
          key: SESSION_STEP,
          title: session ? `Sessie van ${formatDate(session.activityDate)} wijzigen` : 'Sessie toevoegen',
          rules: SUB_ACTIVITY_RULES,
          render: () => (
            <>
              <TextField name="title" label="Omschrijving van de sessie" />
              <DateField name="activityDate" label="Datum" />
              <NumberField name="hours" label="Aantal uren" precision={2} />
              <DocumentUploadField name="mediaUuids" label="Bewijsstukken" />
            </>
          ),
        },
      ]}
      step={step ?? SESSION_STEP}
      onStepChange={(next) =>
        navigate(hrefFor('activityFormChild', { uuid: track.uuid, childUuid: childUuid ?? '', step: next }))
      }
      initialValues={{
        ...initialValues,
        activityDateMin: round.activityDateMin,
        activityDateMax: round.activityDateMax,
      }}
      submitLabel={session ? 'Opslaan' : 'Sessie toevoegen'}
      savedMessage="De sessie is opgeslagen."
      onSubmit={submit}
    />
  );
}

function Track({ track }: { track: ActivityDetail }) {
  return (
    <>
      <p>
        {track.title} · {track.category.providerLabel}: {track.providerName} · totaal{' '}
        {amountText(track.hours, 'hours')}
      </p>
      <h2 id="sessions-title">Sessies</h2>
      {track.subActivities.length === 0 ? (
        <p>{NO_DATA}</p>
      ) : (
        <ul aria-labelledby="sessions-title">
          {track.subActivities.map((session) => (
            <li key={session.uuid}>
              {formatDate(session.activityDate)}: {session.title}, {amountText(session.hours, 'hours')}
              {track.permissions.canEdit && (
                <>
                  {' '}
                  <Link
                    to={hrefFor('activityFormChild', { uuid: track.uuid, childUuid: session.uuid })}
                    aria-label={`Sessie van ${formatDate(session.activityDate)} wijzigen`}
                  >
                    Wijzigen
                  </Link>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function SubActivityContent() {
  const { uuid = '' } = useParams();
  const activity = useActivity(uuid);
  const round = useReRegistration(undefined);
  const [saves, setSaves] = useState(0);
  const afterSave = async () => {
    await activity.refetch();
    setSaves((count) => count + 1);
  };
  return (
    <section aria-labelledby="sub-activity-title">
      <h1 id="sub-activity-title">Sessies van een traject</h1>
      <p>
        <Link to={hrefFor('reRegistration')}>Terug naar herregistratie</Link>
      </p>
      <QueryContent query={activity}>
        {(data) => {
          const track = data.activity;
          if (!track || !track.category.hasSubActivities) return <p>{NO_ACTIVITY}</p>;
          return (
            <>
              <Track track={track} />
              {track.permissions.canEdit ? (
                <QueryContent query={round}>
                  {(rounds) =>
                    rounds.reRegistration ? (
                      <SessionForm
                        key={saves}
                        track={track}
                        round={rounds.reRegistration}
                        onSaved={afterSave}
                      />
                    ) : null
                  }
                </QueryContent>
              ) : (
                <p>{READ_ONLY_TEXT}</p>
              )}
            </>
          );
        }}
      </QueryContent>
    </section>
  );
}

/**
 * Sub-activiteit (`/herregistratie/sub-activiteit/{uuid}/{childUuid?}/{step?}`): the sessions of a
 * reflection or supervision track, summed once into the track.
 */
export default function SubActivityScreen() {
  return (
    <ScreenScope>
      <SubActivityContent />
    </ScreenScope>
  );
}
