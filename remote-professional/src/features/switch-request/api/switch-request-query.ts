import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type { SwitchRequestQuery, SwitchRequestQueryVariables } from '../../../generated/operation-types';
import { SWITCH_REQUEST_FIELDS } from './switch-request-fields';

export const SWITCH_REQUEST: TypedDocumentNode<SwitchRequestQuery, SwitchRequestQueryVariables> = gql`
  query switchRequestQuery($uuid: ID!) {
    switchRequest(uuid: $uuid) {
      ...switchRequestFields
    }
  }
  ${SWITCH_REQUEST_FIELDS}
`;

export const useSwitchRequest = (uuid: string | undefined) =>
  useClientQuery(SWITCH_REQUEST, { uuid: uuid ?? '' }, { skip: !uuid });
