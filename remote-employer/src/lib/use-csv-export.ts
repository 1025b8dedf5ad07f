import { useState } from 'react';
import { saveCsvText } from '@portal/shared/csv';
import { todayInNetherlands } from './period-dates';

export const CSV_SAVED = 'Het CSV-bestand is gedownload.';
export const CSV_FAILED = 'Het CSV-bestand kon niet worden gemaakt. Probeer het later opnieuw.';

/**
 * The 'CSV' button of an employer list: asks the api for the current filter's CSV (`read`), saves
 * it as `<name>-<today>.csv`, and says what happened in Dutch.
 */
export function useCsvExport(name: string, read: () => Promise<string | null | undefined>) {
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  async function exportCsv() {
    setExporting(true);
    setError(null);
    setStatus(null);
    try {
      const text = await read();
      if (!text) throw new Error('Geen CSV');
      saveCsvText(`${name}-${todayInNetherlands()}.csv`, text);
      setStatus(CSV_SAVED);
    } catch {
      setError(CSV_FAILED);
    } finally {
      setExporting(false);
    }
  }

  return { exporting, error, status, exportCsv };
}
