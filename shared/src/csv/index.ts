/** `@portal/shared/csv`: a list as CSV for Dutch Excel (BOM, `;`, DD-MM-YYYY), written with papaparse. */
export { toCsv, CSV_BOM, CSV_SEPARATOR, CSV_MIME_TYPE, type CsvColumn, type CsvKind } from './to-csv';
export { downloadCsv, saveCsvText } from './download-csv';
export {
  parseParticipantList,
  participantListLines,
  PARTICIPANT_LIST_EMPTY,
  PARTICIPANT_LIST_MAX_BYTES,
  PARTICIPANT_LIST_MAX_ROWS,
  PARTICIPANT_LIST_PATH,
  PARTICIPANT_LIST_TOO_LARGE,
  type ParticipantListResult,
  type ParticipantRow,
} from './participant-list';
