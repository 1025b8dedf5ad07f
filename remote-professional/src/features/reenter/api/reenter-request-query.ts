import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type { ReenterRequestQuery, ReenterRequestQueryVariables } from '../../../generated/operation-types';
import { REENTER_FIELDS } from './reenter-fields';

/** The request with what its first step offers: the reenter types and the open targets. */
export const REENTER_REQUEST: TypedDocumentNode<ReenterRequestQuery, ReenterRequestQueryVariables> = gql`
  query reenterRequestQuery($uuid: ID!) {
    reenterRequest(uuid: $uuid) {
      ...reenterFields
    }
    reenterTypes {
      value
      label
    }
    registrationChoices {
      target {
        uuid
        label
        registrationBranch {
          value
          label
        }
      }
    }
  }
  ${REENTER_FIELDS}
`;

export type ReenterRequest = NonNullable<ReenterRequestQuery['reenterRequest']>;
export type ReenterChoices = Pick<ReenterRequestQuery, 'reenterTypes' | 'registrationChoices'>;

export const useReenterRequest = (uuid: string) => useClientQuery(REENTER_REQUEST, { uuid });
