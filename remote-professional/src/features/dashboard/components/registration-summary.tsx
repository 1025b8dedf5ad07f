import { Descriptions, Tag } from 'antd';
import { formatDate } from '@portal/shared/format';
import type { DashboardRegistration } from '../api/professional-dashboard-query';

// Solid tags with white text: each colour passes WCAG AA contrast (antd's light presets do not).
const STATUS_COLORS: Record<string, string> = {
  approved: '#237804',
  pending: '#0050b3',
  ongoing: '#0050b3',
  rejected: '#a8071a',
  expired: '#ad4e00',
};
const NEUTRAL_STATUS_COLOR = '#434343';

function periodText(from: string | null | undefined, till: string | null | undefined): string {
  if (!from && !till) return '-';
  return `${formatDate(from) || '…'} tot ${formatDate(till) || '…'}`;
}

export function RegistrationSummary({ registration }: { registration: DashboardRegistration | null }) {
  if (!registration) return <p>Geen gegevens beschikbaar</p>;
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
            <Tag color={STATUS_COLORS[registration.statusEnum.value] ?? NEUTRAL_STATUS_COLOR}>
              {registration.statusEnum.label}
            </Tag>
          ),
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
