import { StatusTag } from '@portal/shared/ui';
import type { CheckedRow } from '../api/check-participant-points';
import './checked-rows.css';

/** Rows with their own result: refused rows first (they need attention), then the valid ones. */
export function CheckedRows({
  rows,
  validLabel = 'Geldig',
}: {
  rows: readonly CheckedRow[];
  validLabel?: string;
}) {
  if (rows.length === 0) return <p>Geen gegevens beschikbaar</p>;
  const ordered = [
    ...rows.filter((row) => row.status !== 'valid'),
    ...rows.filter((row) => row.status === 'valid'),
  ];
  return (
    <ul className="points-checked-rows">
      {ordered.map((row) => (
        <li key={`${row.line}-${row.registrationNumber}`}>
          <span>
            Regel {row.line}: {row.registrationNumber || '-'} {row.lastName}
          </span>{' '}
          {/* A refusal's reason may be long: it wraps inside its tag on a phone. */}
          <StatusTag tone={row.status === 'valid' ? 'success' : 'error'} wrap>
            {row.status === 'valid' ? validLabel : row.message}
          </StatusTag>
        </li>
      ))}
    </ul>
  );
}
