import { lazy, Suspense } from 'react';
import { useRemoteProps } from '@portal/shared/remote';
import { Card, LoadingSkeleton } from '@portal/shared/ui';
import { QueryContent } from '../../../components/query-content';
import { vogAgeText } from '../../../components/vog-age-text';
import { useAfterFirstView } from '../../../lib/when-idle';
import { useVogRecords } from '../api/vog-records-query';
import { VogRecordTable } from './vog-record-table';

/**
 * The upload form (the form engine, the date field and antd's Upload) is a chunk of its own, asked for
 * once the screen's first view has painted: the heading, the text and the list no longer wait for
 * antd's code on a phone (issue 42's busy pages, docs/performance.md); the skeleton holds its place.
 */
const AddVogForm = lazy(() =>
  import('./add-vog-form').then((module) => ({
    default: module.AddVogForm,
  })),
);

/** Mijn VOG's: the records with 'geldig tot', and the upload of a new one. */
export default function VogScreen() {
  const { navigation } = useRemoteProps();
  const query = useVogRecords();
  const formShown = useAfterFirstView();

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
        {formShown ? (
          <Suspense fallback={<LoadingSkeleton />}>
            <AddVogForm onAdded={afterAdding} />
          </Suspense>
        ) : (
          <LoadingSkeleton />
        )}
      </Card>
    </section>
  );
}
