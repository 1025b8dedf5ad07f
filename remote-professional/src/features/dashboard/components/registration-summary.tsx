import { Descriptions, Tag } from 'antd';
import { formatDate } from '@portal/shared/format';
import type { DashboardRegistration } from '../api/professional-dashboard-query';

const STATUS_COLORS: Record<string, string> = {
  approved: 'green',
  draft: 'default',
  pending: 'blue',
  rejected: 'red',
  expired: 'orange',
  unsubscribed: 'default',
};

export function RegistrationSummary({ registration }: { registration: DashboardRegistration | null }) {
  if (!registration) return <p>Je hebt nog geen registratie.</p>;
  return (
    <Descriptions
      column={1}
      bordered
      size="small"
      items={[
        {
          key: 'status',
          label: 'Status registratie',
          children: (
            <Tag color={STATUS_COLORS[registration.statusEnum.value] ?? 'default'}>
              {registration.statusEnum.label}
            </Tag>
          ),
        },
        { key: 'branch', label: 'Kamer', children: registration.registrationBranch?.label ?? '-' },
        { key: 'target', label: 'Registratie', children: registration.registrationTarget?.label ?? '-' },
        { key: 'from', label: 'Geregistreerd sinds', children: formatDate(registration.fromDate) || '-' },
        { key: 'till', label: 'Geldig tot', children: formatDate(registration.tillDate) || '-' },
      ]}
    />
  );
}
