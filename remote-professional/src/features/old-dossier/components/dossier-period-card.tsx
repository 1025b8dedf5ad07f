import { Card, Descriptions } from 'antd';
import { formatDate } from '@portal/shared/format';
import type { DossierPeriod } from '../utils/dossier-periods';

/** One registration period, read-only, with its documents as links that expire. */
export function DossierPeriodCard({ period }: { period: DossierPeriod }) {
  const { item } = period;
  const documents = item.medias.nodes;
  const title = `${item.registrationTarget?.label ?? 'Registratie'}: ${formatDate(item.fromDate) || '-'} tot ${formatDate(item.tillDate) || '-'}`;
  return (
    <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{title}</h2>}>
      <Descriptions
        column={1}
        bordered
        size="small"
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
            children:
              documents.length === 0 ? (
                'Geen gegevens beschikbaar'
              ) : (
                <ul>
                  {documents.map((media) => (
                    <li key={media.uuid}>
                      {media.signedUrl ? (
                        <a href={media.signedUrl} download={media.filename}>
                          {media.filename}
                        </a>
                      ) : (
                        media.filename
                      )}
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
    </Card>
  );
}
