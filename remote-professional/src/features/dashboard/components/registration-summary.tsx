import { DescriptionList } from '@portal/shared/ui';
import { NO_DATA } from '../../../components/no-data';
import { periodText } from '../../../components/period-text';
import { StatusTag } from '../../../components/status-tag';
import type { DashboardRegistration } from '../api/professional-dashboard-query';

export function RegistrationSummary({ registration }: { registration: DashboardRegistration | null }) {
  if (!registration) return <p>{NO_DATA}</p>;
  return (
    <DescriptionList
      items={[
        {
          key: 'status',
          label: 'Status registratie',
          children: <StatusTag status={registration.statusEnum} />,
        },
        { key: 'branch', label: 'Kamer', children: registration.registrationBranch?.label ?? '-' },
        { key: 'target', label: 'Registratie', children: registration.registrationTarget?.label ?? '-' },
        { key: 'number', label: 'Registratienummer', children: registration.registrationNumber ?? '-' },
        {
          key: 'period',
          label: 'Periode',
          children: periodText(registration.fromDate, registration.tillDate),
        },
      ]}
    />
  );
}
