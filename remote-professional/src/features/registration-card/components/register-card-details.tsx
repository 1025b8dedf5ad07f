import { Descriptions, Tag } from 'antd';
import { formatDate } from '@portal/shared/format';
import type { RegisterCard } from '../api/my-registration-card-query';

// Solid colours with white text that pass WCAG AA contrast; the words next to them carry the meaning.
const STATUS_COLORS: Record<string, string> = {
  approved: '#237804',
  expired: '#ad4e00',
  unsubscribed: '#434343',
  switched: '#434343',
};

/** The facts of a register card: the same on the own page, the public page and the PDF. */
export function RegisterCardDetails({ card }: { card: RegisterCard }) {
  return (
    <Descriptions
      column={1}
      bordered
      size="small"
      items={[
        { key: 'name', label: 'Naam', children: card.name },
        { key: 'number', label: 'Registratienummer', children: card.registrationNumber ?? '-' },
        { key: 'branch', label: 'Kamer', children: card.branch ?? '-' },
        { key: 'target', label: 'Registratie', children: card.target ?? '-' },
        { key: 'validUntil', label: 'Geldig tot', children: formatDate(card.validUntil) || '-' },
        {
          key: 'status',
          label: 'Status',
          children: (
            <>
              <Tag color={STATUS_COLORS[card.status.value] ?? '#434343'}>{card.status.label}</Tag>
              <span>{card.statusText}</span>
            </>
          ),
        },
      ]}
    />
  );
}
