import { Table } from 'antd';
import { formatDate } from '@portal/shared/format';
import type { VogRecord } from '../api/vog-records-query';

/** The VOG records, newest first, each with its copy through a signed link that expires. */
export function VogRecordTable({ records }: { records: VogRecord[] }) {
  return (
    <Table<VogRecord>
      rowKey="uuid"
      dataSource={records}
      pagination={false}
      locale={{ emptyText: 'Geen gegevens beschikbaar' }}
      columns={[
        { key: 'issuedOn', title: 'Datum van afgifte', render: (_, record) => formatDate(record.issuedOn) },
        { key: 'validUntil', title: 'Geldig tot', render: (_, record) => formatDate(record.validUntil) },
        {
          key: 'copy',
          title: 'Kopie',
          render: (_, record) =>
            record.medias.nodes.map((media) =>
              media.signedUrl ? (
                <a key={media.uuid} href={media.signedUrl} download={media.filename}>
                  {media.filename}
                </a>
              ) : (
                <span key={media.uuid}>{media.filename}</span>
              ),
            ),
        },
      ]}
    />
  );
}
