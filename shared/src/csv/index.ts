/** `@portal/shared/csv`: a list as CSV for Dutch Excel (BOM, `;`, DD-MM-YYYY), written with papaparse. */
export { toCsv, CSV_BOM, CSV_SEPARATOR, CSV_MIME_TYPE, type CsvColumn, type CsvKind } from './to-csv';
export { downloadCsv } from './download-csv';
