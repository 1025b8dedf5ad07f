import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import { listVariables, type ListState, type ListStateOptions } from '@portal/shared/lists';
import type {
  TrainingRegisterQuery,
  TrainingRegisterQueryVariables,
} from '../../../generated/operation-types';
import { isDay } from '../../../lib/is-day';

export type RegisterCourse = TrainingRegisterQuery['trainingRegister']['nodes'][number];

export const REGISTER_PAGE_SIZE = 10;

/** One page of accredited courses, searched and filtered by the api. */
export const TRAINING_REGISTER: TypedDocumentNode<TrainingRegisterQuery, TrainingRegisterQueryVariables> =
  gql`
    query trainingRegister(
      $page: Int
      $pageSize: Int
      $search: String
      $sort: String
      $order: String
      $chamber: String
      $minPoints: String
      $provider: String
      $from: Date
    ) {
      trainingRegister(
        page: $page
        pageSize: $pageSize
        search: $search
        sort: $sort
        order: $order
        chamber: $chamber
        minPoints: $minPoints
        provider: $provider
        from: $from
      ) {
        totalCount
        page
        pageSize
        nodes {
          uuid
          accreditationNumber
          title
          form
          points
          provider
          chambers
          validUntil
          nextSession
        }
      }
    }
  `;

export type RegisterSort = 'title' | 'points' | 'provider';
export const CHAMBER_OPTIONS = [
  { value: 'jeugd-en-gezinsprofessional', label: 'Jeugd- en gezinsprofessionals' },
  { value: 'gedragswetenschapper', label: 'Gedragswetenschappers' },
];
export const POINT_OPTIONS = [
  { value: '4', label: '4 punten of meer' },
  { value: '8', label: '8 punten of meer' },
  { value: '16', label: '16 punten of meer' },
];
export const REGISTER_LIST_OPTIONS: ListStateOptions<RegisterSort> = {
  sorts: ['title', 'points', 'provider'],
  defaultSort: 'title',
  defaultOrder: 'asc',
  filters: {
    chamber: CHAMBER_OPTIONS.map((option) => option.value),
    minPoints: POINT_OPTIONS.map((option) => option.value),
    // Part of a provider's name, as long as the api takes it.
    provider: (value: string) => value.length <= 100,
    from: isDay,
  },
};

export const useTrainingRegister = (state: ListState<RegisterSort>) =>
  useClientQuery(TRAINING_REGISTER, listVariables(state, REGISTER_PAGE_SIZE));
