import { useRemoteProps } from '@portal/shared/remote';
import { formatDate } from '@portal/shared/format';
import { PagedList, useListUrlState, type PagedListColumn } from '@portal/shared/lists';
import { Button, Card, StatusTag, toneOfStatus } from '@portal/shared/ui';
import {
  CHAMBER_OPTIONS,
  ENDS_WITHIN_OPTIONS,
  PROFESSIONAL_LIST_OPTIONS,
  PROFESSIONALS_PAGE_SIZE,
  STATUS_OPTIONS,
  professionalFilters,
  useCompanyProfessionals,
  type CompanyProfessional,
} from '../api/company-professionals-query';
import { COMPANY_PROFESSIONALS_CSV } from '../api/company-professionals-csv';
import { useCsvExport } from '../../../lib/use-csv-export';
import { LinkProfessionalForm } from './link-professional-form';
import '../../../lib/employer-people.css';

function progressText(row: CompanyProfessional): string {
  if (row.linkStatus !== 'Actief') return '-';
  if (!row.sharesProgress) return 'Niet gedeeld';
  const progress = row.reRegistrationProgress;
  if (!progress) return 'Geen lopende herregistratie';
  return progress.deadline
    ? `${progress.status}, uiterlijk ${formatDate(progress.deadline)}`
    : progress.status;
}

const COLUMNS: Array<PagedListColumn<CompanyProfessional>> = [
  {
    key: 'name',
    title: 'Naam',
    sort: 'name',
    card: 'title',
    render: (row) => row.name ?? 'Wacht op bevestiging',
  },
  {
    key: 'registrationNumber',
    title: 'Registratienummer',
    sort: 'registrationNumber',
    render: (row) => row.registrationNumber ?? '-',
  },
  { key: 'chamber', title: 'Kamer', sort: 'chamber', render: (row) => row.chamber?.label ?? '-' },
  {
    key: 'status',
    title: 'Status',
    sort: 'status',
    render: (row) => <StatusTag tone={toneOfStatus(row.status.value)}>{row.status.label}</StatusTag>,
  },
  {
    key: 'validUntil',
    title: 'Geldig tot',
    sort: 'validUntil',
    render: (row) => (row.validUntil ? formatDate(row.validUntil) : '-'),
  },
  { key: 'progress', title: 'Herregistratie', render: progressText },
];

/** Overzicht of linked professionals: search, filters, sort and paging on the api; link; CSV. */
export default function ProfessionalsScreen() {
  const { client } = useRemoteProps();
  const list = useListUrlState(PROFESSIONAL_LIST_OPTIONS);
  const query = useCompanyProfessionals(list.state);
  const { exporting, error, status, exportCsv } = useCsvExport('professionals', async () => {
    const { state } = list;
    const result = await client.query({
      query: COMPANY_PROFESSIONALS_CSV,
      variables: {
        search: state.search || null,
        sort: state.sort,
        order: state.order,
        ...professionalFilters(state),
      },
      fetchPolicy: 'no-cache',
    });
    return result.data?.companyProfessionalsCsv;
  });

  return (
    <section aria-labelledby="professionals-title">
      <h1 id="professionals-title">Professionals</h1>
      <p>
        De professionals die aan je organisatie zijn gekoppeld. Een professional ziet je koppelverzoek in het
        eigen portaal en bevestigt het daar; de voortgang van de herregistratie zie je alleen als de
        professional die deelt.
      </p>
      <Card title="Professional koppelen" titleId="link-professional-title">
        <LinkProfessionalForm onRequested={() => void query.refetch()} />
      </Card>
      <div className="employer-toolbar">
        <Button onClick={() => void exportCsv()} busy={exporting}>
          Exporteren naar CSV
        </Button>
      </div>
      <PagedList
        label="Gekoppelde professionals"
        query={query}
        pageOf={(data) => data.companyProfessionals}
        columns={COLUMNS}
        rowKey={(row) => row.linkUuid}
        pageSize={PROFESSIONALS_PAGE_SIZE}
        list={list}
        search={{ label: 'Zoeken op naam of registratienummer' }}
        filters={[
          { name: 'status', label: 'Status', options: STATUS_OPTIONS },
          { name: 'kamer', label: 'Kamer', options: CHAMBER_OPTIONS },
          { name: 'einddatum', label: 'Einddatum registratie', options: ENDS_WITHIN_OPTIONS },
        ]}
        error={error}
        status={status}
      />
    </section>
  );
}
