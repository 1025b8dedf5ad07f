import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type { DeferralRequestQuery, DeferralRequestQueryVariables } from '../../../generated/operation-types';
import { DEFERRAL_FIELDS } from './deferral-fields';

export const DEFERRAL_REQUEST: TypedDocumentNode<DeferralRequestQuery, DeferralRequestQueryVariables> = gql`
  query deferralRequestQuery($uuid: ID!) {
    deferralRequest(uuid: $uuid) {
      ...deferralFields
    }
  }
  ${DEFERRAL_FIELDS}
`;

export const useDeferralRequest = (uuid: string) => useClientQuery(DEFERRAL_REQUEST, { uuid });
