import { formatDate } from '@portal/shared/format';
import type { EmployerLink } from '../api/my-employer-links-query';

/** Every change of a link: what, by whom and when (oldest first). */
export function LinkHistory({ link }: { link: EmployerLink }) {
  return (
    <details>
      <summary>Geschiedenis van de koppeling met {link.companyName}</summary>
      <ul>
        {link.history.map((entry, index) => (
          <li key={`${entry.event}-${index}`}>
            {formatDate(entry.at)}: {entry.label} door {entry.by}
          </li>
        ))}
      </ul>
    </details>
  );
}
