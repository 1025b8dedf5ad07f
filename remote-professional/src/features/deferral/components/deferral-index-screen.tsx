import { formatDate } from '@portal/shared/format';
import { FormStatus } from '@portal/shared/forms/plain';
import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { Card, DescriptionList } from '@portal/shared/ui';
import { Heading } from '../../../components/heading';
import { NO_DATA } from '../../../components/no-data';
import { QueryContent } from '../../../components/query-content';
import { useDeferral, type DeferralOverview } from '../api/deferral-query';
import { monthsText } from '../utils/months-text';
import { DeferralRequestCard } from './deferral-request-card';

export const NO_PERIOD =
  'Je hebt nog geen goedgekeurde registratieperiode: uitstel van je herregistratie is niet nodig.';

export function limitsText(overview: Pick<DeferralOverview, 'maxMonthsPerRequest' | 'maxMonthsPerPeriod'>) {
  return `Je kunt per aanvraag hoogstens ${monthsText(overview.maxMonthsPerRequest)} uitstel vragen, en per registratieperiode hoogstens ${monthsText(overview.maxMonthsPerPeriod)}.`;
}

function Overview({ overview }: { overview: DeferralOverview }) {
  return (
    <>
      <Card title="Je herregistratie">
        <DescriptionList
          items={[
            // The one deadline, in the drawer's words.
            {
              key: 'deadline',
              label: 'Herregistratie',
              children: `uiterlijk ${formatDate(overview.deadline)}`,
            },
            {
              key: 'deferred',
              label: 'Uitstel gekregen',
              children: overview.deferredMonths > 0 ? monthsText(overview.deferredMonths) : 'Geen',
            },
            { key: 'left', label: 'Nog aan te vragen', children: monthsText(overview.monthsLeft) },
          ]}
        />
        <p>{limitsText(overview)}</p>
        {overview.canRequest ? (
          <p>
            <Link to={hrefFor('delayReRegistrationCreate')}>Uitstel aanvragen</Link>
          </p>
        ) : (
          overview.blockers.map((blocker) => <p key={blocker}>{blocker}</p>)
        )}
      </Card>
      <section aria-labelledby="deferral-requests-title">
        <Heading level={2} id="deferral-requests-title">
          Je verzoeken
        </Heading>
        {overview.requests.length === 0 ? (
          <p>{NO_DATA}</p>
        ) : (
          overview.requests.map((request) => (
            <DeferralRequestCard key={request.uuid} request={request} linked />
          ))
        )}
      </section>
    </>
  );
}

/** Uitstel (`/uitstel`): the one deadline, what may still be asked, and the requests with their decisions. */
export default function DeferralIndexScreen() {
  const query = useDeferral();
  return (
    <section aria-labelledby="deferral-title">
      <h1 id="deferral-title">Uitstel</h1>
      <FormStatus error={null} status={null} />
      <QueryContent query={query}>
        {(data) => (data.deferral ? <Overview overview={data.deferral} /> : <p>{NO_PERIOD}</p>)}
      </QueryContent>
    </section>
  );
}
