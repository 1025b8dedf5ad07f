import { Alert, Card, Skeleton, Typography } from 'antd';
import { ScreenScope } from '@portal/shared/ui';
import { useProfessionalDashboard } from '../api/professional-dashboard-query';
import { RegistrationSummary } from './registration-summary';

function DashboardContent() {
  const { data, loading, failed } = useProfessionalDashboard();
  const dashboard = data?.professionalDashboard;

  return (
    <section aria-labelledby="dashboard-title">
      <Typography.Title level={1} id="dashboard-title">
        Overzicht
      </Typography.Title>
      {loading && <Skeleton active aria-label="Laden..." />}
      {!loading && failed && !dashboard && (
        <Alert
          type="error"
          showIcon
          title="Je gegevens konden niet worden geladen. Probeer het later opnieuw."
        />
      )}
      {dashboard && (
        <Card title={`Welkom, ${dashboard.fullName}`}>
          <RegistrationSummary registration={dashboard.registration} />
        </Card>
      )}
    </section>
  );
}

/** Overzicht: who is signed in and where their registration stands. */
export default function DashboardScreen() {
  return (
    <ScreenScope>
      <DashboardContent />
    </ScreenScope>
  );
}
