import { formatDate } from '@portal/shared/format';
import { DescriptionList } from '@portal/shared/ui';
import type { RegisterCard } from '../api/register-card-fields';

/** The facts of a register card: the same on the own page, the public page and the PDF. */
export function RegisterCardDetails({ card }: { card: RegisterCard }) {
  return (
    <DescriptionList
      items={[
        { key: 'name', label: 'Naam', children: card.name },
        { key: 'number', label: 'Registratienummer', children: card.registrationNumber ?? '-' },
        { key: 'branch', label: 'Kamer', children: card.branch ?? '-' },
        { key: 'target', label: 'Registratie', children: card.target ?? '-' },
        { key: 'validUntil', label: 'Geldig tot', children: formatDate(card.validUntil) || '-' },
        // One status in words ('Geregistreerd: deze registratie is geldig.'), not the record's label
        // ('Goedgekeurd') beside it: the two read as two statuses (issue 36).
        { key: 'status', label: 'Status', children: card.statusText },
      ]}
    />
  );
}
