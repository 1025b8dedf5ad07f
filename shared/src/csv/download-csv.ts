import { CSV_MIME_TYPE, toCsv, type CsvColumn } from './to-csv';

/**
 * Saves CSV text (`toCsv`'s, or the api's own: BOM, ';', DD-MM-YYYY) as a file, through a link the
 * browser downloads.
 */
export function saveCsvText(filename: string, text: string): void {
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

/**
 * Saves the rows as a CSV file (`toCsv`). The rows are what the screen read from the api, page by
 * page: this never filters a list itself.
 */
export function downloadCsv<Row>(
  filename: string,
  rows: readonly Row[],
  columns: ReadonlyArray<CsvColumn<Row>>,
): void {
  saveCsvText(filename, toCsv(rows, columns));
}
