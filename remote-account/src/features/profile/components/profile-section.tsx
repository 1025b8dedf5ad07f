import type { ReactNode } from 'react';
import { Link } from '@portal/shared/router';

export interface ProfileRow {
  label: string;
  value: ReactNode;
}

/** One step of the profile as a definition list, with a link to edit that step. */
export function ProfileSection({
  title,
  rows,
  editPath,
}: {
  title: string;
  rows: ProfileRow[];
  editPath: string;
}) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <dl>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value === null || row.value === undefined || row.value === '' ? '-' : row.value}</dd>
          </div>
        ))}
      </dl>
      <Link to={editPath} aria-label={`${title} aanpassen`}>
        Aanpassen
      </Link>
    </section>
  );
}
