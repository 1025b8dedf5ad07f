import { hrefFor } from '@portal/shared/routes';
import { Link } from '@portal/shared/router';
import { Card, QueryContent } from '@portal/shared/ui';
import { StatementRequests } from './statement-requests';
import { useCompanyDashboard } from '../api/company-dashboard-query';
import '../../../lib/employer-people.css';

interface Count {
  key: string;
  number: number;
  text: string;
  link: string;
  href: string;
  warning: boolean;
}

const professionals = (query: string) => `${hrefFor('companyProfessionals')}?${query}`;

function countsOf(
  data: NonNullable<ReturnType<typeof useCompanyDashboard>['data']>['companyDashboard'],
): Count[] {
  return [
    {
      key: 'requested',
      number: data.requestedLinks,
      text: 'koppelverzoeken wachten op bevestiging van de professional',
      link: 'Bekijk de koppelverzoeken',
      href: professionals('status=requested'),
      warning: false,
    },
    {
      key: 'endingSoon',
      number: data.endingSoon,
      text: 'registraties eindigen binnen 3 maanden',
      link: 'Bekijk wie binnen 3 maanden afloopt',
      href: professionals('status=registered&einddatum=3&sorteren=validUntil&volgorde=asc'),
      warning: data.endingSoon > 0,
    },
    {
      key: 'suspended',
      number: data.suspended,
      text: 'professionals zijn geschorst',
      link: 'Bekijk de geschorste professionals',
      href: professionals('status=suspended'),
      warning: data.suspended > 0,
    },
    {
      key: 'expired',
      number: data.expired,
      text: 'registraties zijn verlopen',
      link: 'Bekijk de verlopen registraties',
      href: professionals('status=expired'),
      warning: data.expired > 0,
    },
    {
      key: 'mutations',
      number: data.recentMutations,
      text: 'mutaties in de afgelopen 30 dagen',
      link: 'Bekijk de mutaties',
      href: `${hrefFor('companyProfessionalMutations')}?periode=30d`,
      warning: false,
    },
  ];
}

function Counts({ counts }: { counts: Count[] }) {
  // What needs attention first: a warning with a number above the rest.
  const ordered = [...counts].sort((a, b) => Number(b.warning) - Number(a.warning));
  return (
    <ul className="employer-counts" aria-labelledby="attention-title">
      {ordered.map((count) => (
        <li key={count.key} className={`employer-count${count.warning ? ' employer-count--warning' : ''}`}>
          <span className="employer-count__number">{count.number}</span>
          <span>{count.text}</span>
          <br />
          <Link to={count.href}>{count.link}</Link>
        </li>
      ))}
    </ul>
  );
}

/** Overzicht for a company employee: what needs attention first, each count a link to its list. */
export default function DashboardScreen() {
  const query = useCompanyDashboard();
  return (
    <section aria-labelledby="dashboard-title" className="employer-sections">
      <h1 id="dashboard-title">Overzicht</h1>
      <QueryContent query={query}>
        {(data) => (
          <>
            <section aria-labelledby="attention-title">
              <h2 id="attention-title">Wat je aandacht nodig heeft</h2>
              <Counts counts={countsOf(data.companyDashboard)} />
            </section>
            <Card title="Gekoppelde professionals" titleId="linked-title">
              <p>
                {data.companyDashboard.activeLinks} professionals zijn aan je organisatie gekoppeld.{' '}
                <Link to={hrefFor('companyProfessionals')}>Naar het overzicht van professionals</Link>
              </p>
            </Card>
            <StatementRequests />
          </>
        )}
      </QueryContent>
    </section>
  );
}
