import { toCsv, type CsvColumn } from '../to-csv';
import { downloadCsv } from '../download-csv';

type Invoice = {
  number: string;
  date: string;
  description: string;
  amountCents: number;
  note: string | null;
};

const COLUMNS: ReadonlyArray<CsvColumn<Invoice>> = [
  { title: 'Factuurnummer', value: (row) => row.number },
  { title: 'Datum', value: (row) => row.date, kind: 'date' },
  { title: 'Omschrijving', value: (row) => row.description },
  { title: 'Bedrag', value: (row) => row.amountCents, kind: 'money' },
  { title: 'Opmerking', value: (row) => row.note },
];

const ROWS: Invoice[] = [
  {
    number: 'F1',
    date: '2026-01-05',
    description: 'Jaarlijkse bijdrage; één jaar',
    amountCents: 8000,
    note: null,
  },
  {
    number: 'F2',
    date: '2026-11-01T10:00:00.000Z',
    description: 'Korting "incasso"',
    amountCents: -500,
    note: '=1+1',
  },
];

const bytes = (text: string) => [...new TextEncoder().encode(text)];

describe('toCsv', () => {
  it('starts with the UTF-8 byte-order mark, so Excel reads é as é', () => {
    expect(bytes(toCsv(ROWS, COLUMNS)).slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("separates with ';', dates DD-MM-YYYY, amounts 1234,56, CRLF, quotes only where needed", () => {
    const text = toCsv(ROWS, COLUMNS).slice(1);
    expect(text.split('\r\n')).toEqual([
      'Factuurnummer;Datum;Omschrijving;Bedrag;Opmerking',
      'F1;05-01-2026;"Jaarlijkse bijdrage; één jaar";80,00;',
      // A formula is defused (a leading ', quoted); a negative amount stays a number.
      `F2;01-11-2026;"Korting ""incasso""";-5,00;"'=1+1"`,
      '',
    ]);
  });

  it('writes é as its two UTF-8 bytes, not as Latin-1', () => {
    const csv = bytes(toCsv([ROWS[0]!], COLUMNS));
    const at = csv.indexOf(0xc3);
    expect(csv.slice(at, at + 2)).toEqual([0xc3, 0xa9]);
  });
});

describe('downloadCsv', () => {
  it('saves a text/csv file in UTF-8 under the name given', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    downloadCsv('facturen.csv', ROWS, COLUMNS);
    expect(saved).toEqual(['facturen.csv']);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    // jsdom's Blob has no arrayBuffer(): read it as the browser's FileReader does.
    const read = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blobs[0]!);
    });
    expect([...read.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
