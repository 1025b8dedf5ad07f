import { formatDate } from '@portal/shared/format';
import { RowsTable } from '@portal/shared/lists';
import { DocumentLinks } from '../../../components/document-links';
import type { VogRecord } from '../api/vog-records-query';

/** A VOG registered without a copy (one the register entered itself): said, not an empty cell. */
export const NO_COPY = 'Geen kopie';

/**
 * The VOG records, newest first, each with its copy through a signed link that expires: a table on a
 * wide screen, a card per VOG on a phone (shared RowsTable).
 */
export function VogRecordTable({ records }: { records: VogRecord[] }) {
  return (
    <RowsTable<VogRecord>
      label="VOG's"
      rowKey={(record) => record.uuid}
      rows={records}
      columns={[
        { key: 'issuedOn', title: 'Datum van afgifte', render: (record) => formatDate(record.issuedOn) },
        { key: 'validUntil', title: 'Geldig tot', render: (record) => formatDate(record.validUntil) },
        {
          key: 'copy',
          title: 'Kopie',
          render: (record) =>
            record.medias.nodes.length > 0 ? <DocumentLinks files={record.medias.nodes} /> : NO_COPY,
        },
      ]}
    />
  );
}
