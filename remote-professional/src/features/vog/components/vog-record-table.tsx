import { Table } from 'antd';
import { formatDate } from '@portal/shared/format';
import { DocumentLinks } from '../../../components/document-links';
import { NO_DATA } from '../../../components/no-data';
import type { VogRecord } from '../api/vog-records-query';

/** The VOG records, newest first, each with its copy through a signed link that expires. */
export function VogRecordTable({ records }: { records: VogRecord[] }) {
  return (
    <Table<VogRecord>
      rowKey="uuid"
      dataSource={records}
      pagination={false}
      locale={{ emptyText: NO_DATA }}
      columns={[
        { key: 'issuedOn', title: 'Datum van afgifte', render: (_, record) => formatDate(record.issuedOn) },
        { key: 'validUntil', title: 'Geldig tot', render: (_, record) => formatDate(record.validUntil) },
        {
          key: 'copy',
          title: 'Kopie',
          render: (_, record) => <DocumentLinks files={record.medias.nodes} />,
        },
      ]}
    />
  );
}
