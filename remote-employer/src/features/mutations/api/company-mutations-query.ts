import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import { listVariables, type ListState, type ListStateOptions } from '@portal/shared/lists';
import type {
  CompanyProfessionalMutationsQuery,
  CompanyProfessionalMutationsQueryVariables,
} from '../../../generated/operation-types';
import { addDays, addMonths, todayInNetherlands } from '../../../lib/period-dates';
import { isDay } from '../../../lib/is-day';

export type CompanyMutation =
  CompanyProfessionalMutationsQuery['companyProfessionalMutations']['nodes'][number];

export const MUTATIONS_PAGE_SIZE = 20;

export const COMPANY_MUTATIONS: TypedDocumentNode<
  CompanyProfessionalMutationsQuery,
  CompanyProfessionalMutationsQueryVariables
> = gql`
  query companyProfessionalMutations(
    $page: Int
    $pageSize: Int
    $sort: String
    $order: String
    $kind: String
    $from: Date
    $till: Date
  ) {
    companyProfessionalMutations(
      page: $page
      pageSize: $pageSize
      sort: $sort
      order: $order
      kind: $kind
      from: $from
      till: $till
    ) {
      totalCount
      page
      pageSize
      nodes {
        uuid
        kind {
          value
          label
        }
        name
        registrationNumber
        occurredAt
      }
    }
  }
`;

export const KIND_OPTIONS = [
  { value: 'registered', label: 'Nieuwe registratie' },
  { value: 'reRegistered', label: 'Geherregistreerd' },
  { value: 'expired', label: 'Verlopen' },
  { value: 'suspended', label: 'Geschorst' },
  { value: 'struckOff', label: 'Doorgehaald' },
  { value: 'unsubscribed', label: 'Uitgeschreven' },
  { value: 'linkEnded', label: 'Koppeling beëindigd' },
];
/** 'Periode': how far back from today, or a range of one's own ('van' and 'tot' in the URL). */
export const CUSTOM_PERIOD = 'eigen';
export const PERIOD_OPTIONS = [
  { value: '30d', label: 'Afgelopen 30 dagen' },
  { value: '3m', label: 'Afgelopen 3 maanden' },
  { value: '12m', label: 'Afgelopen 12 maanden' },
  { value: CUSTOM_PERIOD, label: 'Eigen periode' },
];

export type MutationSort = 'date';
export const MUTATION_LIST_OPTIONS: ListStateOptions<MutationSort> = {
  sorts: ['date'],
  defaultSort: 'date',
  defaultOrder: 'desc',
  filters: {
    soort: KIND_OPTIONS.map((option) => option.value),
    periode: PERIOD_OPTIONS.map((option) => option.value),
    van: isDay,
    tot: isDay,
  },
};

/**
 * The URL's 'soort' and 'periode' as the api's type and date range (both days included); with
 * 'Eigen periode' the range is the URL's 'van' and 'tot' (either may be open).
 */
export function mutationFilters(state: ListState<MutationSort>) {
  const today = todayInNetherlands();
  const period = state.filters.periode;
  const kind = state.filters.soort || null;
  if (period === CUSTOM_PERIOD)
    return { kind, from: state.filters.van || null, till: state.filters.tot || null };
  const from =
    period === '30d'
      ? addDays(today, -30)
      : period === '3m'
        ? addMonths(today, -3)
        : period === '12m'
          ? addMonths(today, -12)
          : null;
  return { kind, from, till: from ? today : null };
}

export function mutationVariables(
  state: ListState<MutationSort>,
): CompanyProfessionalMutationsQueryVariables {
  // The URL's own filter names (soort, periode) are not the api's: only paging from the list kit.
  const { page, pageSize, sort, order } = listVariables({ ...state, filters: {} }, MUTATIONS_PAGE_SIZE);
  return { page, pageSize, sort, order, ...mutationFilters(state) };
}

export const useCompanyMutations = (state: ListState<MutationSort>) =>
  useClientQuery(COMPANY_MUTATIONS, mutationVariables(state));
