import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type { EmployerOptionsQuery, EmployerOptionsQueryVariables } from '../../../generated/operation-types';

export type EmployerOption = EmployerOptionsQuery['employerOptions'][number];

/** Confirmed employers by name or KvK number, searched on the api (never a whole list here). */
export const EMPLOYER_OPTIONS: TypedDocumentNode<EmployerOptionsQuery, EmployerOptionsQueryVariables> = gql`
  query employerOptions($search: String!) {
    employerOptions(search: $search) {
      uuid
      name
      kvkNumber
    }
  }
`;

export const useEmployerOptions = (search: string) =>
  useClientQuery(EMPLOYER_OPTIONS, { search }, { skip: search.trim().length < 2 });
