import { countForm, countText, formatNumber } from '@portal/shared/format';
import { hrefFor } from '@portal/shared/routes';
import { Link } from '@portal/shared/router';
import { Card, QueryContent } from '@portal/shared/ui';
import { StatementRequests } from './statement-requests';
import { useCompanyDashboard } from '../api/company-dashboard-query';
import { COUNT_TEXTS } from '../utils/count-texts';
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
      text: countForm(data.requestedLinks, COUNT_TEXTS.requested),
      link: 'Bekijk de koppelverzoeken',
      href: professionals('status=requested'),
      warning: false,
    },
    {
      key: 'endingSoon',
      number: data.endingSoon,
      text: countForm(data.endingSoon, COUNT_TEXTS.endingSoon),
      link: 'Bekijk wie binnen 3 maanden afloopt',
      href: professionals('status=registered&einddatum=3&sorteren=validUntil&volgorde=asc'),
      warning: data.endingSoon > 0,
    },
    {
      key: 'suspended',
      number: data.suspended,
      text: countForm(data.suspended, COUNT_TEXTS.suspended),
      link: 'Bekijk de geschorste professionals',
      href: professionals('status=suspended'),
      warning: data.suspended > 0,
    },
    {
      key: 'expired',
      number: data.expired,
      text: countForm(data.expired, COUNT_TEXTS.expired),
      link: 'Bekijk de verlopen registraties',
      href: professionals('status=expired'),
      warning: data.expired > 0,
    },
    {
      key: 'mutations',
      number: data.recentMutations,
      text: countForm(data.recentMutations, COUNT_TEXTS.mutations),
      link: 'Bekijk de mutaties',
      href: `${hrefFor('companyProfessionalMutations')}?periode=30d`,
      warning: false,
    },
    {
      key: 'programmeDecisions',
      number: data.programmeDecisions,
      text: countForm(data.programmeDecisions, COUNT_TEXTS.programmeDecisions),
      link: "Bekijk de praktijkprogramma's",
      href: hrefFor('companyPracticalProgramsOverview'),
      warning: data.programmeDecisions > 0,
    },
    {
      key: 'openInvoices',
      number: data.openInvoices,
      text: countForm(data.openInvoices, COUNT_TEXTS.openInvoices),
      link: 'Bekijk de facturen',
      href: hrefFor('companyInvoices'),
      warning: data.openInvoices > 0,
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
          {/* The space keeps '1 factuur staat open' one sentence when read aloud or copied. */}
          <span className="employer-count__number">{formatNumber(count.number)}</span>{' '}
          <span>{count.text}</span>
          <br />
          <Link to={count.href}>{count.link}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A company with no professionals linked or asked yet has nothing to count (issue 36: every role's
 * dashboard leads with its first action when it has nothing to show): the way to start instead of a
 * list of noughts.
 */
function FirstSteps({ confirmed }: { confirmed: boolean }) {
  const profile = <Link to={hrefFor('companyProfile')}>Vul het organisatieprofiel in</Link>;
  return (
    <Card title="Aan de slag" titleId="first-steps-title">
      {confirmed ? (
        <>
          <p>
            Er zijn nog geen professionals aan je organisatie gekoppeld. Koppel een professional met zijn
            registratienummer en achternaam; de professional bevestigt het koppelverzoek in het eigen portaal.
          </p>
          <p>
            <Link to={hrefFor('companyProfessionals')}>Koppel je eerste professional</Link>
          </p>
          <p>Nog niet gedaan? {profile}</p>
        </>
      ) : (
        // The professionals' pages open once the register has confirmed the organisation.
        <>
          <p>
            Zodra het register je organisatie heeft bevestigd, koppel je hier je professionals. Vul intussen
            het organisatieprofiel in.
          </p>
          <p>{profile}</p>
        </>
      )}
    </Card>
  );
}

/** Overzicht for a company employee: what needs attention first, each count a link to its list. */
export default function DashboardScreen() {
  const query = useCompanyDashboard();
  return (
    <section aria-labelledby="dashboard-title" className="employer-sections">
      <h1 id="dashboard-title">Overzicht</h1>
      <QueryContent query={query}>
        {(data) => {
          const dashboard = data.companyDashboard;
          const counts = countsOf(dashboard);
          const started = dashboard.activeLinks > 0 || dashboard.requestedLinks > 0;
          return (
            <>
              {!started && <FirstSteps confirmed={data.myOrganisation.verification === 'confirmed'} />}
              {counts.some((count) => count.number > 0) && (
                <section aria-labelledby="attention-title">
                  <h2 id="attention-title">Wat je aandacht nodig heeft</h2>
                  <Counts counts={counts} />
                </section>
              )}
              {started && (
                <Card title="Gekoppelde professionals" titleId="linked-title">
                  <p>
                    {countText(dashboard.activeLinks, COUNT_TEXTS.activeLinks)}{' '}
                    <Link to={hrefFor('companyProfessionals')}>Naar het overzicht van professionals</Link>
                  </p>
                </Card>
              )}
              <StatementRequests />
            </>
          );
        }}
      </QueryContent>
    </section>
  );
}
