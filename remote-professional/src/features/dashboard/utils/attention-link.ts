import { hrefFor } from '@portal/shared/routes';
import type { AttentionItem } from '../api/professional-dashboard-query';

export interface AttentionLink {
  href: string;
  label: string;
}

/** Where the professional acts on an attention item; null when there is nothing to do but wait. */
export function attentionLink(item: AttentionItem): AttentionLink | null {
  const uuid = item.uuid ?? undefined;
  switch (item.kind) {
    case 'draft':
      // Without a step the wizard opens where the application was left.
      return uuid
        ? { href: hrefFor('registrationForm', { uuid }), label: 'Ga verder met je aanvraag' }
        : null;
    case 'incomplete':
      return uuid ? { href: hrefFor('registrationForm', { uuid }), label: 'Aanvraag aanvullen' } : null;
    case 'rejected':
      return { href: hrefFor('rejectedRegistration', { uuid }), label: 'Bekijk de afwijzing' };
    case 'vog':
      return { href: hrefFor('vog'), label: 'Naar Mijn VOG’s' };
    case 'invoice':
      return uuid ? { href: hrefFor('payment', { uuid }), label: 'Factuur betalen' } : null;
    case 'reRegistration':
      return { href: hrefFor('reRegistration'), label: 'Naar herregistratie' };
    default:
      return null;
  }
}
