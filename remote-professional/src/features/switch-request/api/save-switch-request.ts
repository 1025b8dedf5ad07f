import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  SaveSwitchRequestMutation,
  SaveSwitchRequestMutationVariables,
  SubmitSwitchRequestMutation,
  SubmitSwitchRequestMutationVariables,
} from '../../../generated/operation-types';

export const SAVE_SWITCH_REQUEST: TypedDocumentNode<
  SaveSwitchRequestMutation,
  SaveSwitchRequestMutationVariables
> = gql`
  mutation saveSwitchRequest($input: SwitchRequestInput!) {
    saveSwitchRequest(input: $input) {
      uuid
    }
  }
`;

export const SUBMIT_SWITCH_REQUEST: TypedDocumentNode<
  SubmitSwitchRequestMutation,
  SubmitSwitchRequestMutationVariables
> = gql`
  mutation submitSwitchRequest($uuid: ID!) {
    submitSwitchRequest(uuid: $uuid) {
      uuid
      statusEnum {
        value
        label
      }
    }
  }
`;

export const useSaveSwitchRequest = () => useMutationAction(SAVE_SWITCH_REQUEST);
export const useSubmitSwitchRequest = () => useMutationAction(SUBMIT_SWITCH_REQUEST);
