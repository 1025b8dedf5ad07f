/**
 * A list as CSV that Dutch Excel opens as it is (issue 37): UTF-8 with a byte-order mark (else Excel
 * reads é as Ã©), `;` between fields (Dutch Excel's list separator; a comma is its decimal sign),
 * CRLF line ends, dates as DD-MM-YYYY and amounts as 1234,56. Written with papaparse (a maintained
 * library, chosen over csv-stringify because it is made for the browser: no Node streams to
 * polyfill), which quotes what needs quoting and defuses formulas: a value starting with =, +, @ or
 * a dash that is not a negative number gets a leading ' so Excel never runs it.
 */
import Papa from 'papaparse';
import { formatDate } from '@portal/shared/format';

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

export type CsvKind = 'text' | 'date' | 'money' | 'number';

export interface CsvColumn<Row> {
  title: string;
  value: (row: Row) => string | number | null | undefined;
  /** 'date': a YYYY-MM-DD or ISO value written DD-MM-YYYY; 'money': cents written as euros. */
  kind?: CsvKind;
}

/** A formula Excel would run; a negative amount ('-5,00') is a number, not a formula. */
const FORMULA = /^(?:[=+@\t\r]|-(?!\d+(?:,\d+)?$))/;

function cell(value: string | number | null | undefined, kind: CsvKind): string {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'date':
      return formatDate(String(value));
    case 'money':
      return (Number(value) / 100).toFixed(2).replace('.', ',');
    case 'number':
      return String(value).replace('.', ',');
    default:
      return String(value);
  }
}

/** The CSV text of the rows, the byte-order mark first. */
export function toCsv<Row>(rows: readonly Row[], columns: ReadonlyArray<CsvColumn<Row>>): string {
  const body = Papa.unparse(
    {
      fields: columns.map((column) => column.title),
      data: rows.map((row) => columns.map((column) => cell(column.value(row), column.kind ?? 'text'))),
    },
    { delimiter: CSV_SEPARATOR, newline: '\r\n', escapeFormulae: FORMULA, quotes: false },
  );
  return `${CSV_BOM}${body}\r\n`;
}
