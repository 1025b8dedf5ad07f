import { useMemo } from 'react';
import { formatDate } from '@portal/shared/format';
import { flashStatus } from '@portal/shared/forms/plain';
import { Link, useNavigate, useParams } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { ScreenScope } from '@portal/shared/ui';
import { QueryContent } from '../../../components/query-content';
import { useActivity, type ActivityDetail } from '../api/activity-query';
import { useReRegistration, type ReRegistration } from '../api/re-registration-query';
import { useUpdateActivity } from '../api/update-activity';
import { activityInput, activityValues } from '../utils/activity-input';
import { amountText } from '../utils/amount-text';
import { prefixless } from './activity-create-screen';
import { ActivityForm, ACTIVITY_STEP, type ActivityValues } from './activity-form';

export const NO_ACTIVITY = 'Deze activiteit bestaat niet (meer).';
export const READ_ONLY_TEXT =
  'Deze activiteit hoort bij een ingediende herregistratie of is toegekend door een aanbieder: je kunt hem alleen bekijken.';

function EditForm({ activity, round }: { activity: ActivityDetail; round: ReRegistration }) {
  const update = useUpdateActivity();
  const navigate = useNavigate();
  const { step } = useParams();
  const initialValues = useMemo(() => activityValues(activity), [activity]);

  const submit = async (values: ActivityValues) => {
    const outcome = await update.run({ uuid: activity.uuid, input: activityInput(values) });
    if (Object.keys(outcome.fieldErrors).length > 0) return prefixless(outcome.fieldErrors);
    if (outcome.failed || !outcome.data?.updateActivity) throw new Error('updateActivity failed');
    flashStatus('De activiteit is opgeslagen.');
    navigate(hrefFor('reRegistration'));
    return undefined;
  };

  return (
    <ActivityForm
      round={round}
      initialValues={initialValues}
      step={step ?? ACTIVITY_STEP}
      onStepChange={(next) => navigate(hrefFor('activityForm', { uuid: activity.uuid, step: next }))}
      submitLabel="Opslaan"
      onSubmit={submit}
    />
  );
}

function ReadOnlyActivity({ activity }: { activity: ActivityDetail }) {
  return (
    <>
      <p>{READ_ONLY_TEXT}</p>
      <p>
        {activity.category.label} · {formatDate(activity.activityDate)} ·{' '}
        {amountText(activity.hours, 'hours')}
        {activity.category.unit === 'points' ? ` · ${amountText(activity.points, 'points')}` : ''}
      </p>
      <p>
        {activity.category.providerLabel}: {activity.providerName}
      </p>
    </>
  );
}

function ActivityFormContent() {
  const { uuid = '' } = useParams();
  const activity = useActivity(uuid);
  const round = useReRegistration(undefined);
  return (
    <section aria-labelledby="activity-form-title">
      <h1 id="activity-form-title">Activiteit</h1>
      <p>
        <Link to={hrefFor('reRegistration')}>Terug naar herregistratie</Link>
      </p>
      <QueryContent query={activity}>
        {(data) => {
          const found = data.activity;
          if (!found) return <p>{NO_ACTIVITY}</p>;
          if (!found.permissions.canEdit) return <ReadOnlyActivity activity={found} />;
          return (
            <QueryContent query={round}>
              {(rounds) =>
                rounds.reRegistration ? (
                  <EditForm activity={found} round={rounds.reRegistration} />
                ) : (
                  <ReadOnlyActivity activity={found} />
                )
              }
            </QueryContent>
          );
        }}
      </QueryContent>
    </section>
  );
}

/** Activiteit (`/herregistratie/activiteit/{uuid}/{step}`): change an activity until it is submitted. */
export default function ActivityFormScreen() {
  return (
    <ScreenScope>
      <ActivityFormContent />
    </ScreenScope>
  );
}
