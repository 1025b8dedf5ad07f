import { useCallback, useState } from 'react';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { FormStatus } from '@portal/shared/forms/plain';
import { useRemoteProps } from '@portal/shared/remote';
import { Link, Navigate, useNavigate, useParams } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { Button, Card, ScreenScope } from '@portal/shared/ui';
import { QueryContent } from '../../../components/query-content';
import { useCreateReenterRequest } from '../api/reenter-mutations';
import { useReenterRequest } from '../api/reenter-request-query';
import { REENTER_INTRO, REENTER_NO_REQUEST, REENTER_SUBMITTED, REENTER_TITLE } from '../utils/reenter-texts';
import { ReenterRequestCard } from './reenter-request-card';
import { ReenterWizard } from './reenter-wizard';

/** A submitted request and a rejected one stay reachable from the start (the detail names them). */
function EarlierRequests() {
  const { portal } = useRemoteProps();
  const detail = portal.session.user?.detail;
  const latest = detail && 'latestReenterRequest' in detail ? detail.latestReenterRequest : null;
  const rejected =
    detail && 'latestRejectedReenterRequest' in detail ? detail.latestRejectedReenterRequest : null;
  const pending = latest && !latest.permissions?.canEdit && latest.uuid !== rejected?.uuid ? latest : null;
  if (!pending && !rejected) return null;
  return (
    <Card title="Je eerdere verzoeken">
      {pending ? (
        <p>
          <Link to={hrefFor('reenterRequest', { uuid: pending.uuid })}>Bekijk je ingediende verzoek</Link>
        </p>
      ) : null}
      {rejected ? (
        <p>
          <Link to={hrefFor('reenterRequestRejected')}>Bekijk je afgewezen verzoek en de reden</Link>
        </p>
      ) : null}
    </Card>
  );
}

/** Without a request (the host's entry rule sends one with an editable request to its step 1). */
function StartCard() {
  const create = useCreateReenterRequest();
  const navigate = useNavigate();
  const { navigation } = useRemoteProps();
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setError(null);
    const outcome = await create.run({});
    const created = outcome.data?.createReenterRequest;
    if (!created) {
      setError(Object.values(outcome.fieldErrors).flat()[0] ?? GENERIC_FAILURE);
      return;
    }
    // The detail now holds the request: the drawer and /herintreden lead to it.
    await navigation.reinitialize();
    navigate(hrefFor('reenterRequest', { uuid: created.uuid, step: '1' }));
  };
  return (
    <>
      <EarlierRequests />
      <Card title="Herintreden aanvragen">
        <p>{REENTER_INTRO}</p>
        <FormStatus error={error} status={null} />
        <Button kind="primary" busy={create.loading} onClick={() => void start()}>
          Herintreden aanvragen
        </Button>
      </Card>
    </>
  );
}

function WithRequest({ uuid, step }: { uuid: string; step: string | undefined }) {
  const query = useReenterRequest(uuid);
  const { refetch } = query;
  // Said in the region that is there from the start, so a screen reader reads it out.
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const onSubmitted = useCallback(async () => {
    await refetch();
    setConfirmation(REENTER_SUBMITTED);
  }, [refetch]);
  return (
    <>
      <FormStatus error={null} status={confirmation} />
      <QueryContent query={query}>
        {(data) => {
          const request = data.reenterRequest;
          if (!request) return <p>{REENTER_NO_REQUEST}</p>;
          // SPEC section 4: an editable request is its steps (from step 1); a submitted one is read-only.
          if (!request.permissions.canEdit) return <ReenterRequestCard request={request} />;
          if (!step) return <Navigate replace to={hrefFor('reenterRequest', { uuid, step: '1' })} />;
          return (
            <Card title="Je verzoek (concept)">
              <ReenterWizard request={request} choices={data} step={step} onSubmitted={onSubmitted} />
            </Card>
          );
        }}
      </QueryContent>
    </>
  );
}

function ReenterContent() {
  const { uuid, step } = useParams();
  return (
    <section aria-labelledby="reenter-title">
      <h1 id="reenter-title">{REENTER_TITLE}</h1>
      {uuid ? (
        <p>
          <Link to={hrefFor('reenterRequest')}>Terug naar herintreden</Link>
        </p>
      ) : null}
      {uuid ? <WithRequest uuid={uuid} step={step} /> : <StartCard />}
    </section>
  );
}

/** Herintreden (`/herintreden/{uuid?}/{step}`): the start, the draft's steps, or the request read-only. */
export default function ReenterScreen() {
  return (
    <ScreenScope>
      <ReenterContent />
    </ScreenScope>
  );
}
