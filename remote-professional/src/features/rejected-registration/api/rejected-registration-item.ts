import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type {
  RejectedRegistrationItemQuery,
  RejectedRegistrationItemQueryVariables,
} from '../../../generated/operation-types';

export type RejectedItem = NonNullable<RejectedRegistrationItemQuery['registrationItem']>;

export const REJECTED_REGISTRATION_ITEM_QUERY: TypedDocumentNode<
  RejectedRegistrationItemQuery,
  RejectedRegistrationItemQueryVariables
> = gql`
  query rejectedRegistrationItemQuery($uuid: String!) {
    registrationItem(uuid: $uuid) {
      uuid
      status
      submittedAt
      decidedAt
      decisionReason
      data
      registrationTarget {
        uuid
        label
        registrationBranch {
          label
        }
      }
    }
  }
`;

export const useRejectedRegistrationItem = (uuid: string) =>
  useClientQuery(REJECTED_REGISTRATION_ITEM_QUERY, { uuid }, { skip: !uuid });
