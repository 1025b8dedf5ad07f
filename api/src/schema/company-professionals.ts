/**
 * The employer's linked professionals at scale (issue 39): the overview (paged, searched, filtered
 * and sorted in SQL), its CSV export, the mutations list and its CSV, the dashboard's counts and the
 * re-registration requirements per chamber. Every field is for an employee of a confirmed company;
 * the company is the actor's, never an argument, so another company's links are not read at all.
 * Linking a professional is issue 37's `requestProfessionalLink`.
 */
import { toCsv, type CsvColumn } from '@portal/shared/csv';
import { builder } from '../builder';
import {
  companyAttentionCounts,
  companyProfessionalPage,
  companyProfessionalsAll,
  COMPANY_PROFESSIONAL_SORTS,
  endingSoonRange,
  REGISTER_STATUSES,
  REGISTER_STATUS_LABELS,
  type CompanyProfessionalFilters,
  type CompanyProfessionalRow,
  type CompanyProfessionalSort,
  type RegisterStatus,
} from '../db/queries/company-professionals';
import {
  mutationCountSince,
  mutationPageOfCompany,
  mutationsOfCompany,
  MUTATION_SORTS,
  type MutationFilters,
  type MutationRow,
} from '../db/queries/company-mutations';
import { loadRequirementSets } from '../db/queries/re-registration';
import { MUTATION_KINDS, registrationBranches, type MutationKind } from '../db/schema';
import { fullName } from '../domain/names';
import { MUTATION_KIND_LABELS } from '../domain/mutation-kinds';
import { REGISTRATION_STATUS_LABELS } from '../domain/statuses';
import { throwValidationError, validateOrThrow } from '../graphql-errors';
import { companyActor } from '../tenancy/actor';
import { LINK_STATUS_LABELS } from '../tenancy/link-labels';
import { ProgressRef } from './company-links';
import { OptionRef } from './options';
import { pageArgs, pageRequest, pageType, type ListRules } from './paging';
import { asc } from 'drizzle-orm';
import { programmeDecisionCountSince } from '../db/queries/practical-programmes';
import { openInvoiceCount } from '../db/queries/organisation-invoices';
import { todayInNetherlands } from '../domain/dates';

const COMPANY_SCOPES = {
  $all: { companyEmployee: true, confirmedOrganisation: true },
} as const;

export { MUTATION_KIND_LABELS };

const nameOf = (row: CompanyProfessionalRow): string | null =>
  row.lastName === null ? null : fullName({ ...row, lastName: row.lastName });

const CompanyProfessionalRef = builder.objectRef<CompanyProfessionalRow>('CompanyProfessional').implement({
  description:
    "A linked professional as the employer's overview lists them: the register's public facts once the link is confirmed, the progress only with consent.",
  fields: (t) => ({
    linkUuid: t.exposeID('linkId'),
    linkStatus: t.string({
      description: "'Aangevraagd' until the professional confirms, then 'Actief'.",
      resolve: (row) => LINK_STATUS_LABELS[row.linkStatus],
    }),
    name: t.string({ nullable: true, description: 'Null until the link is confirmed.', resolve: nameOf }),
    registrationNumber: t.exposeString('registrationNumber', { nullable: true }),
    chamber: t.field({
      type: OptionRef,
      nullable: true,
      resolve: (row) =>
        row.chamberValue && row.chamber ? { value: row.chamberValue, label: row.chamber } : null,
    }),
    target: t.exposeString('target', { nullable: true }),
    status: t.field({
      type: OptionRef,
      description: "The register status in words: 'Geregistreerd', 'Geschorst', 'Verlopen', ...",
      resolve: (row) => ({ value: row.registerStatus, label: REGISTER_STATUS_LABELS[row.registerStatus] }),
    }),
    validUntil: t.field({ type: 'Date', nullable: true, resolve: (row) => row.validUntil }),
    sharesProgress: t.exposeBoolean('sharesProgress'),
    reRegistrationProgress: t.field({
      type: ProgressRef,
      nullable: true,
      description: 'The open re-registration round: null without the consent or without a round.',
      resolve: (row) =>
        row.sharesProgress && row.progressStatus
          ? { status: row.progressStatus, deadline: row.validUntil }
          : null,
    }),
  }),
});

const CompanyProfessionalPageRef = pageType('CompanyProfessionalPage', CompanyProfessionalRef);

const LIST_RULES: ListRules<CompanyProfessionalSort> = {
  sorts: COMPANY_PROFESSIONAL_SORTS,
  defaultSort: 'name',
  defaultOrder: 'asc',
  filters: {
    status: `nullable|in:${REGISTER_STATUSES.join(',')}`,
    chamber: 'nullable|max:64',
  },
};

const filterArgs = builder.args((t) => ({
  status: t.string({
    required: false,
    description: `Only this register status: ${REGISTER_STATUSES.join(', ')}.`,
  }),
  chamber: t.string({
    required: false,
    description: "Only this chamber (its value, e.g. 'gedragswetenschapper').",
  }),
  endsFrom: t.field({ type: 'Date', required: false, description: 'Valid until on or after this day.' }),
  endsTill: t.field({ type: 'Date', required: false, description: 'Valid until on or before this day.' }),
}));

interface FilterArgs {
  status?: string | null;
  chamber?: string | null;
  endsFrom?: string | null;
  endsTill?: string | null;
}

function filtersOf(args: FilterArgs): CompanyProfessionalFilters {
  if (args.endsFrom && args.endsTill && args.endsFrom > args.endsTill)
    throwValidationError({ endsTill: ['De einddatum moet op of na de begindatum liggen.'] });
  return {
    status: (args.status as RegisterStatus | null | undefined) ?? null,
    chamber: args.chamber?.trim() || null,
    endsFrom: args.endsFrom ?? null,
    endsTill: args.endsTill ?? null,
  };
}

builder.queryField('companyProfessionals', (t) =>
  t.field({
    type: CompanyProfessionalPageRef,
    authScopes: COMPANY_SCOPES,
    args: { ...pageArgs, ...filterArgs },
    description:
      "One page of the actor's company's linked professionals (open links), by last name unless sorted otherwise; search looks in the name and the registration number. Paged, searched, filtered and sorted in SQL.",
    resolve: async (_root, args, context) => {
      const request = pageRequest(args, LIST_RULES);
      const filters = filtersOf(args);
      const actor = await companyActor(context);
      return companyProfessionalPage(context.db, actor.organisation.id, request, filters);
    },
  }),
);

const PROFESSIONAL_COLUMNS: ReadonlyArray<CsvColumn<CompanyProfessionalRow>> = [
  { title: 'Naam', value: (row) => nameOf(row) },
  { title: 'Registratienummer', value: (row) => row.registrationNumber },
  { title: 'Kamer', value: (row) => row.chamber },
  { title: 'Target', value: (row) => row.target },
  { title: 'Status', value: (row) => REGISTER_STATUS_LABELS[row.registerStatus] },
  { title: 'Geldig tot', value: (row) => row.validUntil, kind: 'date' },
  {
    title: 'Herregistratie',
    value: (row) =>
      row.sharesProgress && row.progressStatus ? REGISTRATION_STATUS_LABELS[row.progressStatus] : null,
  },
];

builder.queryField('companyProfessionalsCsv', (t) =>
  t.string({
    authScopes: COMPANY_SCOPES,
    args: {
      search: t.arg.string({ required: false }),
      sort: t.arg.string({ required: false }),
      order: t.arg.string({ required: false }),
      ...filterArgs,
    },
    description:
      "The overview's current filter, search and sort as CSV for Dutch Excel (UTF-8 with BOM, ';'), every row: read in one statement.",
    resolve: async (_root, args, context) => {
      const request = pageRequest({ ...args, page: 1, pageSize: 1 }, LIST_RULES);
      const filters = filtersOf(args);
      const actor = await companyActor(context);
      const rows = await companyProfessionalsAll(
        context.db,
        actor.organisation.id,
        request.search,
        filters,
        request.sort,
        request.order,
      );
      return toCsv(rows, PROFESSIONAL_COLUMNS);
    },
  }),
);

const MutationRef = builder.objectRef<MutationRow>('CompanyProfessionalMutation').implement({
  description: 'A change for a linked professional, written when it happened.',
  fields: (t) => ({
    uuid: t.exposeID('id'),
    kind: t.field({
      type: OptionRef,
      resolve: (row) => ({ value: row.kind, label: MUTATION_KIND_LABELS[row.kind] }),
    }),
    name: t.exposeString('professionalName'),
    registrationNumber: t.exposeString('registrationNumber', { nullable: true }),
    occurredAt: t.field({ type: 'DateTime', resolve: (row) => row.occurredAt }),
  }),
});

const MutationPageRef = pageType('CompanyProfessionalMutationPage', MutationRef);

const MUTATION_RULES: ListRules<(typeof MUTATION_SORTS)[number]> = {
  sorts: MUTATION_SORTS,
  defaultSort: 'date',
  defaultOrder: 'desc',
  filters: { kind: `nullable|in:${MUTATION_KINDS.join(',')}` },
};

const mutationFilterArgs = builder.args((t) => ({
  kind: t.string({ required: false, description: `Only this type: ${MUTATION_KINDS.join(', ')}.` }),
  from: t.field({ type: 'Date', required: false, description: 'From this day (included).' }),
  till: t.field({ type: 'Date', required: false, description: 'Up to this day (included).' }),
}));

function mutationFiltersOf(args: {
  kind?: string | null;
  from?: string | null;
  till?: string | null;
}): MutationFilters {
  if (args.from && args.till && args.from > args.till)
    throwValidationError({ till: ['De einddatum moet op of na de begindatum liggen.'] });
  return {
    kind: (args.kind as MutationKind | null | undefined) ?? null,
    from: args.from ?? null,
    till: args.till ?? null,
  };
}

builder.queryField('companyProfessionalMutations', (t) =>
  t.field({
    type: MutationPageRef,
    authScopes: COMPANY_SCOPES,
    args: { ...pageArgs, ...mutationFilterArgs },
    description: "One page of the actor's company's mutations in a period, newest first; paged in SQL.",
    resolve: async (_root, args, context) => {
      const request = pageRequest(args, MUTATION_RULES);
      const filters = mutationFiltersOf(args);
      const actor = await companyActor(context);
      return mutationPageOfCompany(context.db, actor.organisation.id, request, filters);
    },
  }),
);

const MUTATION_COLUMNS: ReadonlyArray<CsvColumn<MutationRow>> = [
  { title: 'Datum', value: (row) => row.occurredAt.toISOString(), kind: 'date' },
  { title: 'Mutatie', value: (row) => MUTATION_KIND_LABELS[row.kind] },
  { title: 'Naam', value: (row) => row.professionalName },
  { title: 'Registratienummer', value: (row) => row.registrationNumber },
];

builder.queryField('companyProfessionalMutationsCsv', (t) =>
  t.string({
    authScopes: COMPANY_SCOPES,
    args: mutationFilterArgs,
    description: "The mutations of the chosen period and type as CSV for Dutch Excel (UTF-8 with BOM, ';').",
    resolve: async (_root, args, context) => {
      validateOrThrow(args, { kind: MUTATION_RULES.filters!.kind! });
      const filters = mutationFiltersOf(args);
      const actor = await companyActor(context);
      return toCsv(await mutationsOfCompany(context.db, actor.organisation.id, filters), MUTATION_COLUMNS);
    },
  }),
);

interface CompanyDashboard {
  requestedLinks: number;
  endingSoon: number;
  suspended: number;
  expired: number;
  activeLinks: number;
  recentMutations: number;
  programmeDecisions: number;
  openInvoices: number;
  endingSoonFrom: string;
  endingSoonTill: string;
  recentMutationsFrom: string;
}

/** Days the dashboard's 'recent mutations' count looks back. */
const RECENT_MUTATION_DAYS = 30;
/** Months ahead the dashboard's 'registration ends soon' count looks. */
const ENDING_SOON_MONTHS = 3;

const CompanyDashboardRef = builder.objectRef<CompanyDashboard>('CompanyDashboard').implement({
  description:
    "What needs the employer's attention first, each count with the filter of the list it links to.",
  fields: (t) => ({
    requestedLinks: t.exposeInt('requestedLinks', {
      description: "Links waiting for the professional's confirmation.",
    }),
    endingSoon: t.exposeInt('endingSoon', { description: 'Registrations ending within 3 months.' }),
    suspended: t.exposeInt('suspended'),
    expired: t.exposeInt('expired'),
    activeLinks: t.exposeInt('activeLinks'),
    recentMutations: t.exposeInt('recentMutations', { description: 'Mutations in the last 30 days.' }),
    programmeDecisions: t.exposeInt('programmeDecisions', {
      description: 'Practical programmes staff decided in the last 30 days.',
    }),
    openInvoices: t.exposeInt('openInvoices', { description: "The company's invoices still open." }),
    endingSoonFrom: t.field({ type: 'Date', resolve: (row) => row.endingSoonFrom }),
    endingSoonTill: t.field({ type: 'Date', resolve: (row) => row.endingSoonTill }),
    recentMutationsFrom: t.field({ type: 'Date', resolve: (row) => row.recentMutationsFrom }),
  }),
});

builder.queryField('companyDashboard', (t) =>
  t.field({
    type: CompanyDashboardRef,
    // An organisation still 'In behandeling' opens its Overzicht too (the host says why nothing else is
    // open yet): its counts are nought, as it cannot link anyone before staff confirm it.
    authScopes: { companyEmployee: true },
    description:
      "The counts of the employer's Overzicht, over the actor's company's own links and mutations.",
    resolve: async (_root, _args, context) => {
      const actor = await companyActor(context);
      const since = new Date(Date.now() - RECENT_MUTATION_DAYS * 24 * 3600 * 1000);
      const [counts, recentMutations, programmeDecisions, openInvoices] = await Promise.all([
        companyAttentionCounts(context.db, actor.organisation.id, ENDING_SOON_MONTHS),
        mutationCountSince(context.db, actor.organisation.id, since),
        programmeDecisionCountSince(context.db, actor.organisation.id, since),
        openInvoiceCount(context.db, actor.organisation),
      ]);
      const range = endingSoonRange(ENDING_SOON_MONTHS);
      return {
        requestedLinks: counts.requested,
        endingSoon: counts.endingSoon,
        suspended: counts.suspended,
        expired: counts.expired,
        activeLinks: counts.active,
        recentMutations,
        programmeDecisions,
        openInvoices,
        endingSoonFrom: range.endsFrom,
        endingSoonTill: range.endsTill,
        recentMutationsFrom: todayInNetherlands(since),
      };
    },
  }),
);

interface ChamberRequirements {
  chamber: { value: string; label: string };
  sets: Awaited<ReturnType<typeof loadRequirementSets>>;
}
type RequirementSetShape = ChamberRequirements['sets'][number];
type RequirementShape = RequirementSetShape['requirements'][number];

const RequirementRef = builder.objectRef<RequirementShape>('ChamberRequirement').implement({
  fields: (t) => ({
    category: t.string({ resolve: (row) => row.category.label }),
    unit: t.string({ resolve: (row) => row.category.unit }),
    minimum: t.float({ resolve: (row) => row.minimum }),
    isWorkExperience: t.boolean({ resolve: (row) => row.category.isWorkExperience }),
  }),
});

const RequirementSetRef = builder.objectRef<RequirementSetShape>('ChamberRequirementSet').implement({
  fields: (t) => ({
    label: t.exposeString('label'),
    workHoursFrom: t.exposeFloat('workHoursFrom'),
    workHoursBelow: t.exposeFloat('workHoursBelow', { nullable: true }),
    totalPointsMinimum: t.exposeFloat('totalPointsMinimum', { nullable: true }),
    requirements: t.field({ type: [RequirementRef], resolve: (set) => set.requirements }),
  }),
});

const ChamberRequirementsRef = builder.objectRef<ChamberRequirements>('ChamberRequirements').implement({
  description: "A chamber's re-registration requirements: the configuration the professional's round reads.",
  fields: (t) => ({
    chamber: t.field({ type: OptionRef, resolve: (row) => row.chamber }),
    sets: t.field({ type: [RequirementSetRef], resolve: (row) => row.sets }),
  }),
});

builder.queryField('chamberReRegistrationRequirements', (t) =>
  t.field({
    type: [ChamberRequirementsRef],
    authScopes: COMPANY_SCOPES,
    description:
      "Each chamber's re-registration requirements, for 'Herregistratie eisen' (a closed chamber's members still re-register under its rules).",
    resolve: async (_root, _args, context) => {
      const chambers = await context.db
        .select({ value: registrationBranches.value, label: registrationBranches.label })
        .from(registrationBranches)
        .orderBy(asc(registrationBranches.sortOrder));
      const all = await Promise.all(
        chambers.map(async (chamber) => ({
          chamber,
          sets: await loadRequirementSets(context.db, chamber.value),
        })),
      );
      return all.filter((row) => row.sets.length > 0);
    },
  }),
);
