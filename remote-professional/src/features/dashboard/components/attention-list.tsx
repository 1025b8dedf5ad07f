import { formatDate } from '@portal/shared/format';
import { Link } from '@portal/shared/router';
import { AttentionNotice } from '@portal/shared/ui';
import type { AttentionItem } from '../api/professional-dashboard-query';
import { attentionLink } from '../utils/attention-link';
import { NO_DATA } from '../../../components/no-data';

// Problems as warnings, the rest as information: the words say it too, not only the colour.
const WARNING_KINDS = new Set(['incomplete', 'rejected', 'vog', 'invoice']);

function dateText(item: AttentionItem): string | null {
  if (!item.date) return null;
  const date = formatDate(item.date);
  switch (item.kind) {
    case 'rejected':
      return `Afgewezen op ${date}.`;
    case 'vog':
      return `Geldig tot ${date}.`;
    case 'invoice':
      return `Te betalen vóór ${date}.`;
    case 'reRegistration':
      return `Uiterlijk ${date}.`;
    default:
      return date;
  }
}

/** What needs the professional's attention, each with the place to act on it. */
export function AttentionList({ items }: { items: readonly AttentionItem[] }) {
  if (items.length === 0) return <p>{NO_DATA}</p>;
  return (
    <ul className="portal-plain-list" aria-labelledby="attention-title">
      {items.map((item, index) => {
        const link = attentionLink(item);
        const date = dateText(item);
        return (
          <li key={`${item.kind}-${item.uuid ?? index}`} style={{ marginBottom: 8 }}>
            <AttentionNotice kind={WARNING_KINDS.has(item.kind) ? 'warning' : 'info'} title={item.message}>
              {item.reason ? <span>Reden: {item.reason}</span> : null}
              {date ? <span>{date}</span> : null}
              {link ? <Link to={link.href}>{link.label}</Link> : null}
            </AttentionNotice>
          </li>
        );
      })}
    </ul>
  );
}
