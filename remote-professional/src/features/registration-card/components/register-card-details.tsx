import { formatDate } from '@portal/shared/format';
import { FactList } from '../../../components/fact-list';
import { StatusTag } from '../../../components/status-tag';
import type { RegisterCard } from '../api/register-card-fields';

/** The facts of a register card: the same on the own page, the public page and the PDF. */
export function RegisterCardDetails({ card }: { card: RegisterCard }) {
  return (
    <FactList
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
              <StatusTag status={card.status} />
              <span>{card.statusText}</span>
            </>
          ),
        },
      ]}
    />
  );
}
