import { formatDate } from '@portal/shared/format';
import { DocumentLinks } from '../../../components/document-links';
import { Card, DescriptionList } from '@portal/shared/ui';
import { periodText } from '../../../components/period-text';
import type { DossierPeriod } from '../utils/dossier-periods';

/** One registration period, read-only, with its documents as links that expire. */
export function DossierPeriodCard({ period }: { period: DossierPeriod }) {
  const { item } = period;
  const title = `${item.registrationTarget?.label ?? 'Registratie'}: ${periodText(item.fromDate, item.tillDate)}`;
  return (
    <Card title={title}>
      <DescriptionList
        items={[
          { key: 'number', label: 'Registratienummer', children: period.registrationNumber ?? '-' },
          {
            key: 'branch',
            label: 'Kamer',
            children: item.registrationTarget?.registrationBranch?.label ?? '-',
          },
          { key: 'status', label: 'Status', children: item.statusEnum.label },
          { key: 'from', label: 'Van', children: formatDate(item.fromDate) || '-' },
          { key: 'till', label: 'Tot', children: formatDate(item.tillDate) || '-' },
          {
            key: 'documents',
            label: 'Documenten',
            children: <DocumentLinks files={item.medias.nodes} variant="list" />,
          },
        ]}
      />
    </Card>
  );
}
