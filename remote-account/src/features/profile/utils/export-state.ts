import { formatDate } from '@portal/shared/format';

/** The shape both the query and the request's answer give. */
export interface ExportState {
  uuid: string;
  status: string;
  progress: number;
  expiresAt?: unknown;
  sizeBytes?: number | null;
  downloadUrl?: string | null;
}

export const isBuilding = (state: ExportState | null) =>
  state?.status === 'queued' || state?.status === 'running';

/** How often the screen asks again while the ZIP is being made. */
export const POLL_MS = 1500;

function size(bytes: number | null | undefined): string {
  if (!bytes) return '';
  return bytes < 1024 * 1024
    ? ` (${Math.max(1, Math.round(bytes / 1024))} kB)`
    : ` (${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB)`;
}

/** The Dutch line under the card's text for the latest export. */
export function exportStateText(state: ExportState | null): string | null {
  if (!state) return null;
  switch (state.status) {
    case 'queued':
    case 'running':
      return `We zetten je gegevens klaar: ${state.progress}%.`;
    case 'ready':
      return `Je gegevens staan klaar${size(state.sizeBytes)}. Je kunt ze downloaden tot en met ${formatDate(state.expiresAt)}.`;
    case 'failed':
      return 'Het klaarzetten van je gegevens is niet gelukt. Probeer het opnieuw.';
    case 'expired':
      return 'Je vorige download is verlopen. Vraag je gegevens opnieuw op als je ze nog nodig hebt.';
    default:
      return null;
  }
}
