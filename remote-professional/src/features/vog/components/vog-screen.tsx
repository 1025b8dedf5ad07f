import { Card, Space } from 'antd';
import { useRemoteProps } from '@portal/shared/remote';
import { ScreenScope } from '@portal/shared/ui';
import { QueryContent } from '../../../components/query-content';
import { vogAgeText } from '../../../components/vog-age-text';
import { useVogRecords } from '../api/vog-records-query';
import { AddVogForm } from './add-vog-form';
import { VogRecordTable } from './vog-record-table';

function VogContent() {
  const { navigation } = useRemoteProps();
  const query = useVogRecords();

  // The drawer's 'geldig tot' caption reads mostRecentVogDeadline from the session: re-read both.
  const afterAdding = async () => {
    await Promise.all([query.refetch(), navigation.reinitialize()]);
  };

  return (
    <section aria-labelledby="vog-title">
      <h1 id="vog-title">Mijn VOG&apos;s</h1>
      <p>
        Je Verklaringen Omtrent het Gedrag (VOG) met hun datum van afgifte en tot wanneer ze gelden. Voeg een
        nieuwe VOG toe zodra je die hebt.
      </p>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Card title="Mijn VOG's">
          <QueryContent query={query}>{(data) => <VogRecordTable records={data.vogRecords} />}</QueryContent>
        </Card>
        <Card title="Nieuwe VOG toevoegen">
          {query.data && <p>{vogAgeText(query.data.vogMaxAgeMonthsOnSubmission)}</p>}
          <AddVogForm onAdded={afterAdding} />
        </Card>
      </Space>
    </section>
  );
}

/** Mijn VOG's: the records with 'geldig tot', and the upload of a new one. */
export default function VogScreen() {
  return (
    <ScreenScope>
      <VogContent />
    </ScreenScope>
  );
}
