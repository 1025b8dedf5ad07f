import { CSV_MIME_TYPE } from '@portal/shared/csv';

/**
 * Saves CSV text the api wrote (`@portal/shared/csv` on the api: BOM, ';', DD-MM-YYYY) as a file the
 * browser downloads.
 */
export function saveCsv(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: CSV_MIME_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over: revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
