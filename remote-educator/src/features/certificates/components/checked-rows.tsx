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
    <ul className="points-checked-rows" style={{ listStyle: 'none', paddingInlineStart: 0 }}>
      {ordered.map((row) => (
        <li
          key={`${row.line}-${row.registrationNumber}`}
          style={{ padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}
        >
          <span>
            Regel {row.line}: {row.registrationNumber || '-'} {row.lastName}
          </span>{' '}
          <span
            className={`points-row-result points-row-result--${row.status === 'valid' ? 'valid' : 'refused'}`}
          >
            {row.status === 'valid' ? validLabel : row.message}
          </span>
        </li>
      ))}
    </ul>
  );
}
