import { Card, LoadingSkeleton } from '@portal/shared/ui';
import { Heading } from '../../../components/heading';
import { QueryContent } from '../../../components/query-content';
import {
  useProfessionalDashboard,
  type ProfessionalDashboardData,
} from '../api/professional-dashboard-query';
import { EmployerLinkRequests } from './employer-link-requests';
import { AttentionList } from './attention-list';
import { FirstSteps, startsFresh } from './first-steps';
import { RegistrationSummary } from './registration-summary';

/**
 * The overview's sections; without data (the first load) their headings stand in place above a
 * skeleton, so the page's frame shows before the answer and stays when it comes.
 */
function DashboardSections({ data }: { data: ProfessionalDashboardData | null }) {
  if (data && startsFresh(data)) return <FirstSteps data={data} />;
  return (
    <>
      {/* The greeting's line is kept while loading (empty, not read out), so nothing below moves when it comes. */}
      <p aria-hidden={data ? undefined : true}>
        {data ? `Welkom, ${data.professionalDashboard.fullName}` : '\u00a0'}
      </p>
      <section aria-labelledby="attention-title">
        <Heading level={2} id="attention-title">
          Wat je aandacht nodig heeft
        </Heading>
        {data ? <AttentionList items={data.professionalAttention} /> : <LoadingSkeleton />}
      </section>
      {data ? (
        <div style={{ marginTop: 16 }}>
          <Card title="Je registratie" titleId="current-registration-title">
            <RegistrationSummary registration={data.professionalDashboard.registration} />
          </Card>
        </div>
      ) : null}
    </>
  );
}

/** Overzicht: what needs attention first, then the current registration. */
export default function DashboardScreen() {
  const query = useProfessionalDashboard();
  return (
    <section aria-labelledby="dashboard-title">
      <Heading level={1} id="dashboard-title">
        Overzicht
      </Heading>
      {/* Its status region also says what the screen before handed over (an application just
          submitted), from the first render on. */}
      <QueryContent query={query} skeleton={<DashboardSections data={null} />}>
        {(data) => <DashboardSections data={data} />}
      </QueryContent>
      {/* After the overview's own read: not one of its first reads (professionalFirstReads, app/screens.ts), and below it, so nothing moves. */}
      {query.data ? <EmployerLinkRequests /> : null}
    </section>
  );
}
