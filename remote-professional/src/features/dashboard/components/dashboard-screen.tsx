import { ScreenScope } from '@portal/shared/ui';
import { Heading } from '../../../components/heading';
import { Panel } from '../../../components/panel';
import { QueryContent } from '../../../components/query-content';
import { useProfessionalDashboard } from '../api/professional-dashboard-query';
import { AttentionList } from './attention-list';
import { RegistrationSummary } from './registration-summary';

function DashboardContent() {
  const query = useProfessionalDashboard();
  return (
    <section aria-labelledby="dashboard-title">
      <Heading level={1} id="dashboard-title">
        Overzicht
      </Heading>
      {/* Its status region also says what the screen before handed over (an application just
          submitted), from the first render on. */}
      <QueryContent query={query}>
        {({ professionalDashboard: dashboard, professionalAttention }) => (
          <>
            <p>Welkom, {dashboard.fullName}</p>
            <section aria-labelledby="attention-title">
              <Heading level={2} id="attention-title">
                Wat je aandacht nodig heeft
              </Heading>
              <AttentionList items={professionalAttention} />
            </section>
            <section aria-labelledby="current-registration-title" style={{ marginTop: 16 }}>
              <Panel
                title={
                  <Heading level={2} id="current-registration-title" style={{ margin: 0 }}>
                    Je registratie
                  </Heading>
                }
              >
                <RegistrationSummary registration={dashboard.registration} />
              </Panel>
            </section>
          </>
        )}
      </QueryContent>
    </section>
  );
}

/** Overzicht: what needs attention first, then the current registration. */
export default function DashboardScreen() {
  return (
    <ScreenScope>
      <DashboardContent />
    </ScreenScope>
  );
}
