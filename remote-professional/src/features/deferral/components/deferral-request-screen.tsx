import { mediaUuids, type FormValues } from '@portal/shared/forms';
import { flashStatus } from '@portal/shared/forms/plain';
import { useRemoteProps } from '@portal/shared/remote';
import { Link, useNavigate, useParams } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { ScreenScope } from '@portal/shared/ui';
import { QueryContent } from '../../../components/query-content';
import { useDeferral, type DeferralOverview } from '../api/deferral-query';
import { useDeferralRequest } from '../api/deferral-request-query';
import { useRequestDeferral } from '../api/request-deferral';
import { DeferralForm } from './deferral-form';
import { NO_PERIOD } from './deferral-index-screen';
import { DeferralRequestCard } from './deferral-request-card';

export const NO_REQUEST = 'Dit verzoek om uitstel bestaat niet (meer).';
export const REQUESTED = 'Je verzoek om uitstel is ingediend. Je krijgt bericht zodra het is beoordeeld.';

function RequestForm({ overview }: { overview: DeferralOverview }) {
  const request = useRequestDeferral();
  const navigate = useNavigate();
  const { navigation } = useRemoteProps();
  if (!overview.canRequest) {
    return (
      <>
        {overview.blockers.map((blocker) => (
          <p key={blocker}>{blocker}</p>
        ))}
      </>
    );
  }
  const submit = async (values: FormValues) => {
    const motivation = typeof values.motivation === 'string' ? values.motivation : '';
    const outcome = await request.run({
      input: {
        reason: typeof values.reason === 'string' ? values.reason : '',
        motivation: values.reason === 'anders' ? motivation : null,
        months: Number(values.months),
        mediaUuids: mediaUuids(values.mediaUuids),
      },
    });
    if (Object.keys(outcome.fieldErrors).length > 0) return outcome.fieldErrors;
    if (outcome.failed || !outcome.data?.requestDeferral) throw new Error('requestDeferral failed');
    flashStatus(REQUESTED);
    await navigation.reinitialize();
    navigate(hrefFor('delayReRegistrationIndex'));
    return undefined;
  };
  return <DeferralForm overview={overview} onSubmit={submit} />;
}

function NewRequest() {
  const query = useDeferral();
  return (
    <QueryContent query={query}>
      {(data) => (data.deferral ? <RequestForm overview={data.deferral} /> : <p>{NO_PERIOD}</p>)}
    </QueryContent>
  );
}

/** A submitted request is read-only (SPEC section 4: only an editable one returns to its step 1). */
function ExistingRequest({ uuid }: { uuid: string }) {
  const query = useDeferralRequest(uuid);
  return (
    <QueryContent query={query}>
      {(data) =>
        data.deferralRequest ? <DeferralRequestCard request={data.deferralRequest} /> : <p>{NO_REQUEST}</p>
      }
    </QueryContent>
  );
}

function DeferralRequestContent() {
  const { uuid } = useParams();
  return (
    <section aria-labelledby="deferral-request-title">
      <h1 id="deferral-request-title">Uitstel aanvragen</h1>
      <p>
        <Link to={hrefFor('delayReRegistrationIndex')}>Terug naar uitstel</Link>
      </p>
      {uuid ? <ExistingRequest uuid={uuid} /> : <NewRequest />}
    </section>
  );
}

/** Uitstel aanvragen (`/uitstel-aanvragen/{uuid?}/{step?}`): a new request, or a submitted one read-only. */
export default function DeferralRequestScreen() {
  return (
    <ScreenScope>
      <DeferralRequestContent />
    </ScreenScope>
  );
}
