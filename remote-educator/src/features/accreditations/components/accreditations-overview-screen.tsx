import { formatDate } from '@portal/shared/format';
import { FormStatus } from '@portal/shared/forms';
import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { StatusTag, toneOfStatus } from '@portal/shared/ui';
import { PagedList, useListUrlState, type PagedListColumn } from '@portal/shared/lists';
import {
  ACCREDITATION_LIST_OPTIONS,
  ACCREDITATIONS_PAGE_SIZE,
  useEducatorAccreditations,
  type AccreditationSummary,
} from '../api/educator-accreditations-query';

const STATUS_OPTIONS = [
  { value: 'draft', label: 'Concept' },
  { value: 'pending', label: 'In behandeling' },
  { value: 'approved', label: 'Goedgekeurd' },
  { value: 'rejected', label: 'Afgewezen' },
  { value: 'incomplete', label: 'Onvolledig' },
  { value: 'expired', label: 'Verlopen' },
];

function validityText(row: AccreditationSummary): string {
  if (row.validFrom && row.validUntil)
    return `${formatDate(row.validFrom)} t/m ${formatDate(row.validUntil)}`;
  return `${row.validityYears} jaar (na goedkeuring)`;
}

/** Bewerken while draft or incomplete, verlengen once approved or expired. */
function ActionLink({ row }: { row: AccreditationSummary }) {
  if (row.status === 'draft' || row.status === 'incomplete')
    return (
      <Link
        to={hrefFor('accreditationsEdit', { uuid: row.uuid, step: '1' })}
        aria-label={`${row.title} bewerken`}
      >
        Bewerken
      </Link>
    );
  if (row.status === 'approved' || row.status === 'expired')
    return (
      <Link to={hrefFor('accreditationsExtend', { uuid: row.uuid })} aria-label={`${row.title} verlengen`}>
        Verlengen
      </Link>
    );
  return null;
}

/** Accreditaties overzicht: the provider's accreditations with status, validity and sessions, paged by the api. */
export default function AccreditationsOverviewScreen() {
  // Page, search, status and sort live in the URL: back and forward restore them.
  const list = useListUrlState(ACCREDITATION_LIST_OPTIONS);
  const query = useEducatorAccreditations(list.state);
  const columns: Array<PagedListColumn<AccreditationSummary>> = [
    { key: 'title', title: 'Scholing', sort: 'title', card: 'title', render: (row) => row.title },
    { key: 'number', title: 'Accreditatienummer', render: (row) => row.accreditationNumber ?? '-' },
    {
      key: 'status',
      title: 'Status',
      sort: 'status',
      render: (row) => <StatusTag tone={toneOfStatus(row.status)}>{row.statusLabel}</StatusTag>,
    },
    { key: 'validity', title: 'Geldigheid', sort: 'validUntil', render: validityText },
    { key: 'points', title: 'Punten', align: 'right', render: (row) => String(row.points).replace('.', ',') },
    { key: 'sessions', title: 'Sessies', align: 'right', render: (row) => String(row.sessionCount) },
    { key: 'action', title: 'Actie', card: 'action', render: (row) => <ActionLink row={row} /> },
  ];
  return (
    <section aria-labelledby="accreditations-title">
      <h1 id="accreditations-title">Accreditaties overzicht</h1>
      <FormStatus />
      <p>
        <Link
          to={hrefFor('accreditationsRequest', { step: '1' })}
          className="portal-button portal-button--primary"
        >
          Accreditatie aanvragen
        </Link>
      </p>
      <PagedList
        label="Accreditaties"
        query={query}
        pageOf={(data) => data.educatorAccreditations}
        columns={columns}
        rowKey={(row) => row.uuid}
        pageSize={ACCREDITATIONS_PAGE_SIZE}
        list={list}
        search={{ label: 'Zoeken op titel of accreditatienummer' }}
        filters={[{ name: 'status', label: 'Status', options: STATUS_OPTIONS }]}
      />
    </section>
  );
}
