import { useState } from 'react';
import { useDocumentDownload } from '@portal/shared/data';
import type { InvoiceSummary } from '../api/my-invoices-query';

/**
 * One invoice PDF at a time: while one is being made every PDF button waits (the api makes each PDF
 * anew), and the screen's status region says which one is on its way, or why it failed.
 */
export function useInvoicePdf() {
  const { download, busy, error } = useDocumentDownload();
  const [current, setCurrent] = useState<InvoiceSummary | null>(null);

  const downloadPdf = (invoice: InvoiceSummary) => {
    if (busy) return;
    setCurrent(invoice);
    void download({ template: 'invoice', uuid: invoice.uuid }, `factuur-${invoice.number}.pdf`);
  };

  return {
    downloadPdf,
    busy,
    /** The invoice whose PDF is being made, or null. */
    downloading: busy ? current : null,
    error,
    status: busy && current ? `De PDF van factuur ${current.number} wordt gemaakt...` : null,
  };
}

export type InvoicePdf = ReturnType<typeof useInvoicePdf>;
