import { useRemoteProps } from '@portal/shared/remote';
import { Card, ScreenScope } from '@portal/shared/ui';
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
      {/* The list's card is named 'Overzicht': the page's h1 already says 'Mijn VOG's' (issue 36). */}
      <Card title="Overzicht" titleId="vog-list-title">
        <QueryContent query={query}>{(data) => <VogRecordTable records={data.vogRecords} />}</QueryContent>
      </Card>
      <Card title="Nieuwe VOG toevoegen" titleId="vog-add-title">
        {query.data && <p>{vogAgeText(query.data.vogMaxAgeMonthsOnSubmission)}</p>}
        <AddVogForm onAdded={afterAdding} />
      </Card>
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
