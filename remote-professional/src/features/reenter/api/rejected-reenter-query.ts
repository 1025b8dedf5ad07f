import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type {
  RejectedReenterRequestQuery,
  RejectedReenterRequestQueryVariables,
} from '../../../generated/operation-types';
import { REENTER_FIELDS } from './reenter-fields';

export const REJECTED_REENTER_REQUEST: TypedDocumentNode<
  RejectedReenterRequestQuery,
  RejectedReenterRequestQueryVariables
> = gql`
  query rejectedReenterRequestQuery {
    rejectedReenterRequest {
      ...reenterFields
    }
  }
  ${REENTER_FIELDS}
`;

export const useRejectedReenterRequest = () => useClientQuery(REJECTED_REENTER_REQUEST, {});
