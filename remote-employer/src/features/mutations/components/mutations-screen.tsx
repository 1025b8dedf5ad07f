import { useRemoteProps } from '@portal/shared/remote';
import { formatDate } from '@portal/shared/format';
import { PagedList, useListUrlState, type PagedListColumn } from '@portal/shared/lists';
import { Button } from '@portal/shared/ui';
import {
  CUSTOM_PERIOD,
  KIND_OPTIONS,
  MUTATION_LIST_OPTIONS,
  MUTATIONS_PAGE_SIZE,
  PERIOD_OPTIONS,
  mutationFilters,
  useCompanyMutations,
  type CompanyMutation,
} from '../api/company-mutations-query';
import { COMPANY_MUTATIONS_CSV } from '../api/company-mutations-csv';
import { useCsvExport } from '../../../lib/use-csv-export';
import { PeriodRangeForm } from './period-range-form';
import '../../../lib/employer-people.css';

const COLUMNS: Array<PagedListColumn<CompanyMutation>> = [
  { key: 'name', title: 'Naam', card: 'title', render: (row) => row.name },
  { key: 'date', title: 'Datum', sort: 'date', render: (row) => formatDate(row.occurredAt) },
  { key: 'kind', title: 'Mutatie', render: (row) => row.kind.label },
  { key: 'registrationNumber', title: 'Registratienummer', render: (row) => row.registrationNumber ?? '-' },
];

/** Mutaties: what changed for linked professionals in a period, by type, paged on the api; CSV. */
export default function MutationsScreen() {
  const { client } = useRemoteProps();
  const list = useListUrlState(MUTATION_LIST_OPTIONS);
  const query = useCompanyMutations(list.state);
  const { exporting, error, status, exportCsv } = useCsvExport('mutaties', async () => {
    const result = await client.query({
      query: COMPANY_MUTATIONS_CSV,
      variables: mutationFilters(list.state),
      fetchPolicy: 'no-cache',
    });
    return result.data?.companyProfessionalMutationsCsv;
  });

  return (
    <section aria-labelledby="mutations-title">
      <h1 id="mutations-title">Mutaties</h1>
      <p>
        Wat er veranderde bij de professionals die aan je organisatie zijn gekoppeld: nieuwe registraties,
        herregistraties, verlopen, geschorste, doorgehaalde en uitgeschreven registraties en beëindigde
        koppelingen.
      </p>
      {list.state.filters.periode === CUSTOM_PERIOD ? (
        <PeriodRangeForm
          from={list.state.filters.van ?? ''}
          till={list.state.filters.tot ?? ''}
          onApply={({ from, till }) => list.change({ filters: { van: from, tot: till } })}
        />
      ) : null}
      <div className="employer-toolbar">
        <Button onClick={() => void exportCsv()} busy={exporting}>
          Exporteren naar CSV
        </Button>
      </div>
      <PagedList
        label="Mutaties"
        query={query}
        pageOf={(data) => data.companyProfessionalMutations}
        columns={COLUMNS}
        rowKey={(row) => row.uuid}
        pageSize={MUTATIONS_PAGE_SIZE}
        list={list}
        filters={[
          { name: 'periode', label: 'Periode', options: PERIOD_OPTIONS },
          { name: 'soort', label: 'Soort mutatie', options: KIND_OPTIONS },
        ]}
        error={error}
        status={status}
      />
    </section>
  );
}
