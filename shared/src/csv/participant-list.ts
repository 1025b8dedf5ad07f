/**
 * A list of participants (registration number and last name) pasted from Excel (tab or `;`
 * separated, with or without a header row) or read from a CSV file, parsed with papaparse. The
 * educator's screen and the api parse the same text with this one function; the api's parse is the
 * one that counts. A list over the limits is refused as a whole with a Dutch message naming them.
 */
import Papa from 'papaparse';

export const PARTICIPANT_LIST_MAX_ROWS = 5000;
export const PARTICIPANT_LIST_MAX_BYTES = 1024 * 1024;
export const PARTICIPANT_LIST_TOO_LARGE = `De lijst is te groot: er mogen ten hoogste 5.000 regels en 1 MB in één keer worden gecontroleerd.`;
/**
 * The list's own route below the portal's GraphQL endpoint (`/graphql/portal` + this): the api reads
 * up to the list's limit there, and only for a signed-in provider (decision 0030).
 */
export const PARTICIPANT_LIST_PATH = '/participant-list';
export const PARTICIPANT_LIST_EMPTY =
  'De lijst is leeg: vul per regel een registratienummer en een achternaam in.';

export interface ParticipantRow {
  /** The line of the text (1-based), for 'Ongeldige regel (regel 7)'. */
  line: number;
  registrationNumber: string;
  lastName: string;
  /** False when the line did not hold a registration number and a last name. */
  valid: boolean;
}

export type ParticipantListResult = { ok: true; rows: ParticipantRow[] } | { ok: false; message: string };

const REGISTRATION_NUMBER = /^\d{1,32}$/;
const HEADER_WORDS = /registratie|nummer|achternaam|naam|number|name/i;

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * The text as lines to send: GraphQL takes no string over 10,000 characters, so the list travels as
 * its lines (`parseParticipantList(lines.join('\n'))` on the server gives the same rows).
 */
export function participantListLines(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
}

/** Parses the list; the delimiter is found per text (tab, `;` or `,`). */
export function parseParticipantList(text: string): ParticipantListResult {
  if (byteLength(text) > PARTICIPANT_LIST_MAX_BYTES)
    return { ok: false, message: PARTICIPANT_LIST_TOO_LARGE };
  if (text.split('\n').length > PARTICIPANT_LIST_MAX_ROWS * 2)
    return { ok: false, message: PARTICIPANT_LIST_TOO_LARGE };
  const clean = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const firstLine = clean.split('\n', 1)[0] ?? '';
  const delimiter = firstLine.includes('\t') ? '\t' : firstLine.includes(';') ? ';' : ',';
  const parsed = Papa.parse<string[]>(clean, { delimiter, newline: '\n', skipEmptyLines: false });
  const rows: ParticipantRow[] = [];
  parsed.data.forEach((cells, index) => {
    const values = cells.map((cell) => String(cell ?? '').trim());
    if (values.every((value) => value === '')) return;
    const [registrationNumber = '', lastName = ''] = values;
    // A first line that names the columns is a header, not a participant.
    if (
      rows.length === 0 &&
      index === 0 &&
      !REGISTRATION_NUMBER.test(registrationNumber) &&
      HEADER_WORDS.test(values.join(' '))
    ) {
      return;
    }
    rows.push({
      line: index + 1,
      registrationNumber,
      lastName,
      valid: REGISTRATION_NUMBER.test(registrationNumber) && lastName.length > 0 && lastName.length <= 255,
    });
  });
  if (rows.length > PARTICIPANT_LIST_MAX_ROWS) return { ok: false, message: PARTICIPANT_LIST_TOO_LARGE };
  if (rows.length === 0) return { ok: false, message: PARTICIPANT_LIST_EMPTY };
  return { ok: true, rows };
}
