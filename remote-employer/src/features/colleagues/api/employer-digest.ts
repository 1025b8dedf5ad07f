import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery, useMutationAction } from '@portal/shared/data';
import type {
  EmployerDigestQuery,
  EmployerDigestQueryVariables,
  SetEmployerDigestMutation,
  SetEmployerDigestMutationVariables,
} from '../../../generated/operation-types';

/** The signed-in contact person's own e-mail digest: none, daily or weekly. */
export const EMPLOYER_DIGEST: TypedDocumentNode<EmployerDigestQuery, EmployerDigestQueryVariables> = gql`
  query employerDigest {
    employerDigest
  }
`;

export const SET_EMPLOYER_DIGEST: TypedDocumentNode<
  SetEmployerDigestMutation,
  SetEmployerDigestMutationVariables
> = gql`
  mutation setEmployerDigest($frequency: String!) {
    setEmployerDigest(frequency: $frequency) {
      status
      message
    }
  }
`;

export const DIGEST_OPTIONS = [
  { value: 'none', label: 'Geen e-mail' },
  { value: 'daily', label: 'Elke dag' },
  { value: 'weekly', label: 'Elke week (op maandag)' },
] as const;

export const useEmployerDigest = () => useClientQuery(EMPLOYER_DIGEST, {});
export const useSetEmployerDigest = () => useMutationAction(SET_EMPLOYER_DIGEST);
