import { formatDate, formatMoneyFromCents } from '@portal/shared/format';
import { hrefFor } from '@portal/shared/routes';
import type { EducatorDashboard } from '../api/educator-dashboard-query';
import { COUNT_TEXTS } from './count-texts';

export interface AttentionItem {
  key: string;
  text: string;
  detail: string | null;
  link: string;
  href: string;
  /** A problem (shown first, with a mark), not just something to do. */
  warning: boolean;
}

/**
 * What needs the provider's attention, most urgent first: an unfinished profile, sessions whose entry
 * period runs out, accreditations to complete or to renew, then open invoices. Each links to where it
 * is handled.
 */
export function attentionItems(data: EducatorDashboard): AttentionItem[] {
  const items: AttentionItem[] = [];
  if (data.hasUnfinishedProfile) {
    items.push({
      key: 'profile',
      text: 'Het organisatieprofiel is nog niet af.',
      detail: 'Vul het aan: pas dan zie je de rest van het portaal.',
      link: 'Organisatieprofiel aanvullen',
      href: hrefFor('educatorProfile', {}),
      warning: true,
    });
  }
  for (const session of data.sessionsWithoutPoints) {
    const days = COUNT_TEXTS.daysLeft(session.daysLeft);
    items.push({
      key: `session-${session.uuid}`,
      text: `${session.accreditationTitle}: de sessie eindigde op ${formatDate(session.endsOn)} en er zijn nog geen punten ingevoerd.`,
      detail:
        session.daysLeft === 0 ? days : `${days} (tot en met ${formatDate(session.pointsEntryDeadline)}).`,
      link: 'Punten invoeren voor deze sessie',
      href: `${hrefFor('submitPoints')}?sessie=${encodeURIComponent(session.uuid)}`,
      warning: session.daysLeft <= 14,
    });
  }
  for (const accreditation of data.accreditations) {
    if (accreditation.status === 'incomplete') {
      items.push({
        key: `accreditation-${accreditation.uuid}`,
        text: `De aanvraag voor '${accreditation.title}' is onvolledig.`,
        detail: accreditation.decisionReason ? `Reden: ${accreditation.decisionReason}` : null,
        link: 'Aanvraag aanvullen',
        href: hrefFor('accreditationsEdit', { uuid: accreditation.uuid }),
        warning: true,
      });
    } else {
      items.push({
        key: `accreditation-${accreditation.uuid}`,
        text: COUNT_TEXTS.endingSoon(accreditation.title, data.endingSoonMonths),
        detail: accreditation.validUntil
          ? `Geldig tot en met ${formatDate(accreditation.validUntil)}.`
          : null,
        link: 'Accreditatie verlengen',
        href: hrefFor('accreditationsExtend', { uuid: accreditation.uuid }),
        warning: false,
      });
    }
  }
  for (const invoice of data.openInvoices) {
    items.push({
      key: `invoice-${invoice.uuid}`,
      text: `Factuur ${invoice.number} van ${formatMoneyFromCents(invoice.amountCents)} staat open.`,
      detail: `Te betalen vóór ${formatDate(invoice.dueDate)}.`,
      link: `Betaal factuur ${invoice.number}`,
      href: hrefFor('payment', { uuid: invoice.uuid }),
      warning: false,
    });
  }
  // Problems first; otherwise the order above (the most urgent of each kind first).
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => Number(b.item.warning) - Number(a.item.warning) || a.index - b.index)
    .map(({ item }) => item);
}
