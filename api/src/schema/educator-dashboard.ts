/**
 * `educatorDashboard`: the provider's Overzicht (issue 40). What needs attention first (accreditations
 * incomplete or ending within the configured months, sessions that ended without points with the
 * days left to enter them, open invoices, an unfinished organisation profile) and the facts that
 * choose the first action when there is nothing to show (issue 36). The provider is the actor's.
 */
import { builder } from '../builder';
import { readAccreditationRules } from '../db/queries/accreditations';
import {
  accreditationsNeedingAttention,
  openInvoicesOfEducator,
  providerFacts,
  sessionsWithoutPoints,
  type AttentionAccreditation,
  type OpenProviderInvoice,
  type SessionWithoutPoints,
} from '../db/queries/educator-dashboard';
import { addToDate, todayInNetherlands } from '../domain/dates';
import { entryDeadline } from '../domain/points-check';
import { educatorActor } from './accreditations';

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'); 0 when `to` is today. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

const AttentionAccreditationRef = builder
  .objectRef<AttentionAccreditation>('EducatorAttentionAccreditation')
  .implement({
    fields: (t) => ({
      uuid: t.exposeID('id'),
      title: t.exposeString('title'),
      status: t.exposeString('status', { description: 'incomplete, or approved and ending soon.' }),
      validUntil: t.field({ type: 'Date', nullable: true, resolve: (row) => row.validUntil }),
      decisionReason: t.exposeString('decisionReason', { nullable: true }),
    }),
  });

interface SessionDue extends SessionWithoutPoints {
  deadline: string;
  daysLeft: number;
}

const SessionDueRef = builder.objectRef<SessionDue>('EducatorSessionWithoutPoints').implement({
  fields: (t) => ({
    uuid: t.exposeID('id'),
    accreditationTitle: t.exposeString('accreditationTitle'),
    endsOn: t.field({ type: 'Date', resolve: (row) => row.endsOn }),
    pointsEntryDeadline: t.field({ type: 'Date', resolve: (row) => row.deadline }),
    daysLeft: t.exposeInt('daysLeft', {
      description: 'Days left to enter points after today (0: today is the last day).',
    }),
  }),
});

const OpenInvoiceRef = builder.objectRef<OpenProviderInvoice>('EducatorOpenInvoice').implement({
  fields: (t) => ({
    uuid: t.exposeID('id'),
    number: t.exposeString('number'),
    dueDate: t.field({ type: 'Date', resolve: (row) => row.dueDate }),
    amountCents: t.exposeInt('amountCents'),
  }),
});

interface EducatorDashboard {
  accreditations: AttentionAccreditation[];
  sessionsWithoutPoints: SessionDue[];
  openInvoices: OpenProviderInvoice[];
  hasUnfinishedProfile: boolean;
  approvedAccreditations: number;
  awardableSessions: number;
  endingSoonMonths: number;
  pointsEntryMonths: number;
}

const EducatorDashboardRef = builder.objectRef<EducatorDashboard>('EducatorDashboard').implement({
  description: "What needs the provider's attention first, and what it has to start from.",
  fields: (t) => ({
    accreditations: t.field({
      type: [AttentionAccreditationRef],
      description: 'Incomplete accreditations, then approved ones ending within endingSoonMonths.',
      resolve: (row) => row.accreditations,
    }),
    sessionsWithoutPoints: t.field({
      type: [SessionDueRef],
      description: 'Sessions that ended without points entered, whose entry period is still open.',
      resolve: (row) => row.sessionsWithoutPoints,
    }),
    openInvoices: t.field({ type: [OpenInvoiceRef], resolve: (row) => row.openInvoices }),
    hasUnfinishedProfile: t.exposeBoolean('hasUnfinishedProfile'),
    approvedAccreditations: t.exposeInt('approvedAccreditations', {
      description: 'Approved, unexpired accreditations.',
    }),
    awardableSessions: t.exposeInt('awardableSessions', {
      description: 'Sessions whose points can be entered today.',
    }),
    endingSoonMonths: t.exposeInt('endingSoonMonths'),
    pointsEntryMonths: t.exposeInt('pointsEntryMonths'),
  }),
});

builder.queryField('educatorDashboard', (t) =>
  t.field({
    type: EducatorDashboardRef,
    // A provider still 'In behandeling' opens its Overzicht too (the host says why nothing else is open
    // yet), so that its first page is never the error page.
    authScopes: { educatorEmployee: true },
    description: "The provider's Overzicht, over the actor's provider's own records.",
    resolve: async (_root, _args, context) => {
      const actor = await educatorActor(context);
      const educatorId = actor.organisation.id;
      const rules = await readAccreditationRules(context.db);
      const today = todayInNetherlands();
      const endedSince = addToDate(today, { months: -rules.pointsEntryMonths });
      const [accreditations, sessions, openInvoices, facts] = await Promise.all([
        accreditationsNeedingAttention(
          context.db,
          educatorId,
          today,
          addToDate(today, { months: rules.endingSoonMonths }),
        ),
        sessionsWithoutPoints(context.db, educatorId, today, endedSince),
        openInvoicesOfEducator(context.db, educatorId),
        providerFacts(context.db, educatorId, today, endedSince),
      ]);
      return {
        accreditations,
        sessionsWithoutPoints: sessions
          .map((session) => {
            const deadline = entryDeadline(session.endsOn, rules);
            return { ...session, deadline, daysLeft: daysBetween(today, deadline) };
          })
          .filter((session) => session.daysLeft >= 0),
        openInvoices,
        ...facts,
        endingSoonMonths: rules.endingSoonMonths,
        pointsEntryMonths: rules.pointsEntryMonths,
      };
    },
  }),
);
