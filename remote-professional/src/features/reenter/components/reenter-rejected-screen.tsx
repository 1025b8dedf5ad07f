import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { AttentionNotice, Card } from '@portal/shared/ui';
import { QueryContent } from '../../../components/query-content';
import { useRejectedReenterRequest } from '../api/rejected-reenter-query';
import { REENTER_NEXT_STEPS, REENTER_NO_REJECTED } from '../utils/reenter-texts';
import { ReenterRequestCard } from './reenter-request-card';

/** Herintreden afgewezen (`/herintreden/afgewezen`): the rejected request, staff's reason, what next. */
export default function ReenterRejectedScreen() {
  const query = useRejectedReenterRequest();
  return (
    <section aria-labelledby="reenter-rejected-title">
      <h1 id="reenter-rejected-title">Herintreden afgewezen</h1>
      <QueryContent query={query}>
        {(data) => {
          const request = data.rejectedReenterRequest;
          if (!request) return <p>{REENTER_NO_REJECTED}</p>;
          return (
            <>
              <AttentionNotice kind="warning" title="Je verzoek om herintreding is afgewezen">
                {request.decisionReason ?? '-'}
              </AttentionNotice>
              <ReenterRequestCard request={request} title="Je afgewezen verzoek" />
              <Card title="Wat kun je nu doen?">
                <p>{REENTER_NEXT_STEPS}</p>
                <p>
                  <Link to={hrefFor('reenterRequest')}>Opnieuw herintreden aanvragen</Link>
                </p>
              </Card>
            </>
          );
        }}
      </QueryContent>
    </section>
  );
}
