import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type {
  RejectedRegistrationItemQuery,
  RejectedRegistrationItemQueryVariables,
} from '../../../generated/operation-types';
import { REGISTRATION_ITEM_FIELDS } from './registration-item-fields';

export type RejectedItem = NonNullable<RejectedRegistrationItemQuery['registrationItem']>;

/** The rejected application with its decision: the wizard's fields plus when and where it was decided. */
export const REJECTED_REGISTRATION_ITEM_QUERY: TypedDocumentNode<
  RejectedRegistrationItemQuery,
  RejectedRegistrationItemQueryVariables
> = gql`
  query rejectedRegistrationItemQuery($uuid: String!) {
    registrationItem(uuid: $uuid) {
      ...RegistrationItemFields
      submittedAt
      decidedAt
      registrationTarget {
        label
        registrationBranch {
          label
        }
      }
    }
  }
  ${REGISTRATION_ITEM_FIELDS}
`;

export const useRejectedRegistrationItem = (uuid: string) =>
  useClientQuery(REJECTED_REGISTRATION_ITEM_QUERY, { uuid }, { skip: !uuid });
