import { flashStatus } from '@portal/shared/forms/plain';
import { Link, useNavigate, useParams } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { ScreenScope } from '@portal/shared/ui';
import { QueryContent } from '../../../components/query-content';
import { useCreateActivity } from '../api/create-activity';
import { useReRegistration, type ReRegistration } from '../api/re-registration-query';
import { activityInput } from '../utils/activity-input';
import { ActivityForm, type ActivityValues } from './activity-form';
import { NO_ROUND } from './re-registration-screen';

function CreateForm({ round }: { round: ReRegistration }) {
  const create = useCreateActivity();
  const navigate = useNavigate();

  const submit = async (values: ActivityValues) => {
    const outcome = await create.run({ roundUuid: round.uuid, input: activityInput(values) });
    if (Object.keys(outcome.fieldErrors).length > 0) return prefixless(outcome.fieldErrors);
    const created = outcome.data?.createActivity;
    if (outcome.failed || !created) throw new Error('createActivity failed');
    const category = round.categories.find((entry) => entry.code === values.categoryCode);
    if (category?.hasSubActivities) {
      // A track is filled with its sessions next.
      flashStatus('Het traject is toegevoegd. Voeg nu de sessies toe.');
      navigate(hrefFor('activityFormChild', { uuid: created.uuid }));
    } else {
      flashStatus('De activiteit is toegevoegd.');
      navigate(hrefFor('reRegistration'));
    }
    return undefined;
  };

  return <ActivityForm round={round} submitLabel="Activiteit toevoegen" onSubmit={submit} />;
}

/** The api names input fields 'input.title'; the form knows them as 'title'. */
export function prefixless(errors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field.replace(/^(input|subActivity)\./, ''),
      messages,
    ]),
  );
}

function ActivityCreateContent() {
  const { uuid } = useParams();
  const query = useReRegistration(uuid);
  return (
    <section aria-labelledby="activity-create-title">
      <h1 id="activity-create-title">Activiteit toevoegen</h1>
      <p>
        <Link to={hrefFor('reRegistration')}>Terug naar herregistratie</Link>
      </p>
      <QueryContent query={query}>
        {(data) => (data.reRegistration ? <CreateForm round={data.reRegistration} /> : <p>{NO_ROUND}</p>)}
      </QueryContent>
    </section>
  );
}

/** Activiteit toevoegen (`/herregistratie/activiteit-aanmaken/{uuid}`, needs activity.create). */
export default function ActivityCreateScreen() {
  return (
    <ScreenScope>
      <ActivityCreateContent />
    </ScreenScope>
  );
}
