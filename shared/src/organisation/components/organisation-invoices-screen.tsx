import { useState } from 'react';
import { useDocumentDownload } from '@portal/shared/data';
import { formatDate, formatMoneyFromCents } from '@portal/shared/format';
import {
  INVOICE_LIST_OPTIONS,
  INVOICE_STATUS_OPTIONS,
  invoicePeriodText,
  PagedList,
  useListUrlState,
  type PagedListColumn,
} from '@portal/shared/lists';
import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { Button } from '@portal/shared/ui';
import {
  ORGANISATION_INVOICES_PAGE_SIZE,
  useOrganisationInvoices,
  type OrganisationInvoice,
} from '../api/organisation-invoices-query';
import './organisation.css';

function useInvoicePdf() {
  const { download, busy, error } = useDocumentDownload();
  const [current, setCurrent] = useState<OrganisationInvoice | null>(null);
  return {
    busy,
    error,
    downloading: busy ? current : null,
    status: busy && current ? `De PDF van factuur ${current.number} wordt gemaakt...` : null,
    downloadPdf: (invoice: OrganisationInvoice) => {
      if (busy) return;
      setCurrent(invoice);
      void download({ template: 'invoice', uuid: invoice.uuid }, `factuur-${invoice.number}.pdf`);
    },
  };
}

function InvoicesContent() {
  const list = useListUrlState(INVOICE_LIST_OPTIONS);
  const query = useOrganisationInvoices(list.state);
  const pdf = useInvoicePdf();
  const columns: Array<PagedListColumn<OrganisationInvoice>> = [
    { key: 'number', title: 'Factuurnummer', sort: 'number', card: 'title', render: (row) => row.number },
    { key: 'date', title: 'Datum', sort: 'date', render: (row) => formatDate(row.date) },
    { key: 'period', title: 'Periode', render: (row) => invoicePeriodText(row.period) },
    { key: 'description', title: 'Omschrijving', render: (row) => row.description },
    {
      key: 'amount',
      title: 'Bedrag',
      sort: 'amount',
      align: 'right',
      render: (row) => formatMoneyFromCents(row.amountCents),
    },
    { key: 'status', title: 'Status', sort: 'status', render: (row) => row.status.label },
    {
      key: 'actions',
      title: 'Acties',
      card: 'action',
      render: (row) => (
        <div className="portal-colleague-actions">
          <Button
            busy={pdf.downloading?.uuid === row.uuid}
            disabled={pdf.busy && pdf.downloading?.uuid !== row.uuid}
            onClick={() => pdf.downloadPdf(row)}
          >
            PDF<span className="portal-visually-hidden"> van factuur {row.number}</span>
          </Button>
          {row.status.value === 'open' && (
            <Link
              to={hrefFor('payment', { uuid: row.uuid })}
              className="portal-button portal-button--primary"
            >
              Betalen<span className="portal-visually-hidden"> factuur {row.number}</span>
            </Link>
          )}
        </div>
      ),
    },
  ];
  return (
    <section aria-labelledby="organisation-invoices-title">
      <h1 id="organisation-invoices-title">Facturen</h1>
      <p>
        De facturen van je organisatie. Betaalt je organisatie de registratie van je medewerkers, dan staat
        hun jaarlijkse bijdrage op één verzamelfactuur met een regel per professional.
      </p>
      <PagedList
        label="Facturen"
        query={query}
        pageOf={(data) => data.organisationInvoices}
        columns={columns}
        rowKey={(row) => row.uuid}
        pageSize={ORGANISATION_INVOICES_PAGE_SIZE}
        list={list}
        search={{ label: 'Zoeken op factuurnummer of omschrijving' }}
        filters={[{ name: 'status', label: 'Status', options: INVOICE_STATUS_OPTIONS }]}
        error={pdf.error}
        status={pdf.status}
      />
    </section>
  );
}

/** Facturen (`/werkgever/facturen/overzicht`, `/opleider/facturen/overzicht`): PDF and 'Betalen'. */
export function OrganisationInvoicesScreen() {
  return <InvoicesContent />;
}
