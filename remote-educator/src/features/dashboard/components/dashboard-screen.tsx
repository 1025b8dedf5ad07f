import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { AttentionNotice, Card, QueryContent } from '@portal/shared/ui';
import { useEducatorDashboard, type EducatorDashboard } from '../api/educator-dashboard-query';
import { attentionItems, type AttentionItem } from '../utils/attention-items';
import { COUNT_TEXTS } from '../utils/count-texts';
import './dashboard-screen.css';

/** The professional's overview's notices (shared AttentionNotice): a problem in yellow, the rest in blue. */
function AttentionList({ items }: { items: readonly AttentionItem[] }) {
  return (
    <ul className="educator-attention" aria-labelledby="attention-title">
      {items.map((item) => (
        <li key={item.key}>
          <AttentionNotice
            kind={item.warning ? 'warning' : 'info'}
            title={
              <>
                {/* The word says it is a problem, not only the colour and the icon. */}
                {item.warning ? <strong>Let op: </strong> : null}
                {item.text}
              </>
            }
          >
            {item.detail ? <span>{item.detail}</span> : null}
            <Link to={item.href}>{item.link}</Link>
          </AttentionNotice>
        </li>
      ))}
    </ul>
  );
}

/**
 * Nothing needs attention: the overview leads with the provider's first action (issue 36), an
 * accreditation while it has none, else entering points.
 */
function FirstAction({ data }: { data: EducatorDashboard }) {
  if (data.approvedAccreditations === 0) {
    return (
      <Card title="Accreditatie aanvragen" titleId="first-action-title">
        <p>
          Met een geaccrediteerde scholing kun je punten toekennen aan deelnemers: die tellen mee voor hun
          herregistratie. Je vraagt een accreditatie aan in een paar stappen.
        </p>
        <p>
          <Link to={hrefFor('accreditationsRequest', {})} className="portal-button portal-button--primary">
            Accreditatie aanvragen
          </Link>
        </p>
        <p>
          <Link to={hrefFor('accreditationsInformation')}>Lees hoe accreditatie werkt</Link>
        </p>
      </Card>
    );
  }
  return (
    <Card title="Punten invoeren" titleId="first-action-title">
      <p>
        Er wacht nu niets op je. {COUNT_TEXTS.awardableSessions(data.awardableSessions)}{' '}
        {COUNT_TEXTS.pointsEntryPeriod(data.pointsEntryMonths)}
      </p>
      <p>
        <Link to={hrefFor('submitPoints')} className="portal-button portal-button--primary">
          Punten invoeren
        </Link>
      </p>
    </Card>
  );
}

function DashboardContent({ data }: { data: EducatorDashboard }) {
  const items = attentionItems(data);
  return (
    <>
      {items.length === 0 ? (
        <FirstAction data={data} />
      ) : (
        <section aria-labelledby="attention-title">
          <h2 id="attention-title">Wat je aandacht nodig heeft</h2>
          <AttentionList items={items} />
        </section>
      )}
      <Card title="Je accreditaties" titleId="accreditations-summary-title">
        <p>
          {COUNT_TEXTS.approvedAccreditations(data.approvedAccreditations)}{' '}
          <Link to={hrefFor('accreditationsOverview')}>Naar het overzicht van accreditaties</Link>
        </p>
        {items.length > 0 && data.approvedAccreditations > 0 ? (
          <p>
            <Link to={hrefFor('submitPoints')}>Punten invoeren</Link>
          </p>
        ) : null}
      </Card>
    </>
  );
}

/** Overzicht for an educator employee: what needs attention first, each linking to where it is handled. */
export default function DashboardScreen() {
  const query = useEducatorDashboard();
  return (
    <section aria-labelledby="dashboard-title" className="educator-dashboard">
      <h1 id="dashboard-title">Overzicht</h1>
      <QueryContent query={query}>
        {(data) => <DashboardContent data={data.educatorDashboard} />}
      </QueryContent>
    </section>
  );
}
