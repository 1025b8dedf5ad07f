import { CSV_MIME_TYPE, toCsv, type CsvColumn } from './to-csv';

/**
 * Saves the rows as a CSV file (`toCsv`) through a link the browser downloads. The rows are what the
 * screen read from the api, page by page: this never filters a list itself.
 */
export function downloadCsv<Row>(
  filename: string,
  rows: readonly Row[],
  columns: ReadonlyArray<CsvColumn<Row>>,
): void {
  const url = URL.createObjectURL(new Blob([toCsv(rows, columns)], { type: CSV_MIME_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over: revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
