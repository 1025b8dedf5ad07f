import { Card, Typography } from 'antd';
import { FormStatus } from '@portal/shared/forms';
import { LoadingSkeleton, ScreenScope } from '@portal/shared/ui';
import { useProfessionalDashboard } from '../api/professional-dashboard-query';
import { AttentionList } from './attention-list';
import { RegistrationSummary } from './registration-summary';

export const LOAD_FAILED = 'Je gegevens konden niet worden geladen. Probeer het later opnieuw.';

function DashboardContent() {
  const { data, loading, failed } = useProfessionalDashboard();
  const dashboard = data?.professionalDashboard;

  return (
    <section aria-labelledby="dashboard-title">
      <Typography.Title level={1} id="dashboard-title">
        Overzicht
      </Typography.Title>
      {/* A confirmation handed over by the screen before (e.g. an application just submitted), or
          the failure of the overview's one request, in live regions there from the first render. */}
      <FormStatus error={!loading && failed && !dashboard ? LOAD_FAILED : null} />
      {loading && <LoadingSkeleton />}
      {data && dashboard && (
        <>
          <p>Welkom, {dashboard.fullName}</p>
          <section aria-labelledby="attention-title">
            <Typography.Title level={2} id="attention-title">
              Wat je aandacht nodig heeft
            </Typography.Title>
            <AttentionList items={data.professionalAttention} />
          </section>
          <section aria-labelledby="current-registration-title" style={{ marginTop: 16 }}>
            <Card
              title={
                <Typography.Title level={2} id="current-registration-title" style={{ margin: 0 }}>
                  Je registratie
                </Typography.Title>
              }
            >
              <RegistrationSummary registration={dashboard.registration} />
            </Card>
          </section>
        </>
      )}
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
