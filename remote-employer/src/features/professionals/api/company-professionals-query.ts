import { useClientQuery } from '@portal/shared/data';
import { listVariables, type ListState, type ListStateOptions } from '@portal/shared/lists';
import type {
  CompanyProfessionalsQuery,
  CompanyProfessionalsQueryVariables,
} from '../../../generated/operation-types';
import { addMonths, todayInNetherlands } from '../../../lib/period-dates';
import { COMPANY_PROFESSIONALS } from './company-professionals-document';

export type CompanyProfessional = CompanyProfessionalsQuery['companyProfessionals']['nodes'][number];

/** Rows a page of the overview; the api cuts the page and counts the whole list in SQL. */
export const PROFESSIONALS_PAGE_SIZE = 20;

/** The api's sort names (api/src/db/queries/company-professionals.ts). */
export type ProfessionalSort = 'name' | 'registrationNumber' | 'chamber' | 'status' | 'validUntil';

export const STATUS_OPTIONS = [
  { value: 'registered', label: 'Geregistreerd' },
  { value: 'requested', label: 'Wacht op bevestiging' },
  { value: 'suspended', label: 'Geschorst' },
  { value: 'struckOff', label: 'Doorgehaald' },
  { value: 'expired', label: 'Verlopen' },
  { value: 'unsubscribed', label: 'Uitgeschreven' },
];
export const CHAMBER_OPTIONS = [
  { value: 'jeugd-en-gezinsprofessional', label: 'Jeugd- en gezinsprofessionals' },
  { value: 'gedragswetenschapper', label: 'Gedragswetenschappers' },
  { value: 'jeugdzorgwerker', label: 'Jeugdzorgwerkers' },
];
/** 'Einddatum': the registration ends within so many months from today. */
export const ENDS_WITHIN_OPTIONS = [
  { value: '3', label: 'Binnen 3 maanden' },
  { value: '6', label: 'Binnen 6 maanden' },
  { value: '12', label: 'Binnen 12 maanden' },
];

export const PROFESSIONAL_LIST_OPTIONS: ListStateOptions<ProfessionalSort> = {
  sorts: ['name', 'registrationNumber', 'chamber', 'status', 'validUntil'],
  defaultSort: 'name',
  defaultOrder: 'asc',
  filters: {
    status: STATUS_OPTIONS.map((option) => option.value),
    kamer: CHAMBER_OPTIONS.map((option) => option.value),
    einddatum: ENDS_WITHIN_OPTIONS.map((option) => option.value),
  },
};

/** The list's URL state as the api's filter arguments: 'einddatum' becomes a range of days. */
export function professionalFilters(state: ListState<ProfessionalSort>) {
  const months = Number(state.filters.einddatum || 0);
  const today = todayInNetherlands();
  return {
    status: state.filters.status || null,
    chamber: state.filters.kamer || null,
    endsFrom: months ? today : null,
    endsTill: months ? addMonths(today, months) : null,
  };
}

export function professionalVariables(
  state: ListState<ProfessionalSort>,
): CompanyProfessionalsQueryVariables {
  // The URL's own filter names (kamer, einddatum) are not the api's: only paging from the list kit.
  const { page, pageSize, search, sort, order } = listVariables(
    { ...state, filters: {} },
    PROFESSIONALS_PAGE_SIZE,
  );
  return { page, pageSize, search, sort, order, ...professionalFilters(state) };
}

/** The page the URL names, read from the api: search, filter and sort happen there. */
export const useCompanyProfessionals = (state: ListState<ProfessionalSort>) =>
  useClientQuery(COMPANY_PROFESSIONALS, professionalVariables(state));
