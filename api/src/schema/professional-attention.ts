/**
 * `professionalAttention`: what the overview shows first (an unfinished, rejected or incomplete
 * application with its reason, a VOG about to expire, open invoices, the re-registration deadline).
 */
import { builder } from '../builder';
import { openInvoicesOfUser } from '../db/queries/invoice-list';
import { invoiceOfItem } from '../db/queries/registration-invoice';
import { cachedRegistrationRules } from '../db/queries/registration-rules';
import { addToDate, todayInNetherlands } from '../domain/dates';
import {
  findApprovedRegistration,
  findCurrentItem,
  findLastRejectedItem,
  findOpenRegistration,
  findReRegistrationRound,
} from '../domain/registration-file';
import { reRegistrationDeadline } from '../domain/re-registration-deadline';
import { forbiddenError } from '../graphql-errors';
import { preloadProfessionalFile, registrationsOf } from '../loaders/professional';
import { signedInUser } from './action-result';

export interface AttentionItem {
  kind: 'draft' | 'incomplete' | 'pending' | 'rejected' | 'vog' | 'invoice' | 'reRegistration';
  message: string;
  uuid: string | null;
  date: string | null;
  reason: string | null;
}

const AttentionItemRef = builder.objectRef<AttentionItem>('AttentionItem').implement({
  fields: (t) => ({
    kind: t.exposeString('kind'),
    message: t.exposeString('message'),
    uuid: t.exposeID('uuid', { nullable: true, description: 'The item, invoice or registration concerned.' }),
    date: t.expose('date', { type: 'Date', nullable: true }),
    reason: t.exposeString('reason', { nullable: true }),
  }),
});

builder.queryField('professionalAttention', (t) =>
  t.field({
    type: [AttentionItemRef],
    authScopes: { professional: true },
    resolve: async (_root, _args, context) => {
      const userId = signedInUser(context).id;
      // The professional's file is shared with professionalDashboard in the same query (issue 8).
      const [professional, rules, openInvoices] = await Promise.all([
        preloadProfessionalFile(context, userId),
        cachedRegistrationRules(context.db),
        openInvoicesOfUser(context.db, userId),
      ]);
      if (!professional) throw forbiddenError();
      const registrations = await registrationsOf(context, professional.id);
      const today = todayInNetherlands();
      const items: AttentionItem[] = [];
      const open = findOpenRegistration(registrations);
      const openItem = open?.items.at(-1);
      if (openItem?.status === 'draft' || openItem?.status === 'new') {
        // Paid but not sent in: say that submitting is what is left, not that anything is owed.
        const paid = (await invoiceOfItem(context.db, openItem))?.status === 'paid';
        items.push({
          kind: 'draft',
          message: paid
            ? 'Je hebt de eerstejaarsbijdrage betaald, maar je aanvraag is nog niet ingediend. Dien hem in om de registratie af te ronden.'
            : 'Je registratieaanvraag is nog niet ingediend.',
          uuid: openItem.id,
          date: null,
          reason: null,
        });
      } else if (openItem?.status === 'incomplete') {
        items.push({
          kind: 'incomplete',
          message: 'Je aanvraag is onvolledig: vul hem aan en dien hem opnieuw in.',
          uuid: openItem.id,
          date: null,
          reason: openItem.decisionReason,
        });
      } else if (openItem?.status === 'pending') {
        items.push({
          kind: 'pending',
          message: 'Je aanvraag is in behandeling.',
          uuid: openItem.id,
          date: null,
          reason: null,
        });
      }
      const rejected = findLastRejectedItem(registrations);
      if (rejected && !open && !findApprovedRegistration(registrations)) {
        items.push({
          kind: 'rejected',
          message: 'Je aanvraag is afgewezen.',
          uuid: rejected.id,
          date: rejected.decidedAt?.toISOString().slice(0, 10) ?? null,
          reason: rejected.decisionReason,
        });
      }
      const deadline = professional.mostRecentVogDeadline;
      if (deadline && deadline <= addToDate(today, { months: rules.vogReminderMonths })) {
        const message =
          deadline < today
            ? 'Je VOG is verlopen: upload een nieuwe.'
            : 'Je VOG verloopt binnenkort: upload een nieuwe.';
        items.push({ kind: 'vog', message, uuid: null, date: deadline, reason: null });
      }
      for (const invoice of openInvoices) {
        items.push({
          kind: 'invoice',
          message: `Factuur ${invoice.number} staat nog open.`,
          uuid: invoice.id,
          date: invoice.dueDate,
          reason: null,
        });
      }
      const approved = findApprovedRegistration(registrations);
      const current = approved ? findCurrentItem(approved, today) : null;
      // The one deadline (domain/re-registration-deadline), as the drawer and the screen show it.
      const reRegistrationDate = reRegistrationDeadline(current);
      const round = approved ? findReRegistrationRound(approved) : null;
      if (
        reRegistrationDate &&
        round?.status !== 'pending' &&
        reRegistrationDate <= addToDate(today, { months: rules.reRegistrationReminderMonths })
      ) {
        items.push({
          kind: 'reRegistration',
          message: 'Dien je herregistratie uiterlijk in vóór het einde van je registratieperiode.',
          uuid: approved!.id,
          date: reRegistrationDate,
          reason: null,
        });
      }
      return items;
    },
  }),
);
