import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  CreatePtLoginTokenMutation,
  CreatePtLoginTokenMutationVariables,
} from '../../../generated/operation-types';

export const CREATE_PT_LOGIN_TOKEN: TypedDocumentNode<
  CreatePtLoginTokenMutation,
  CreatePtLoginTokenMutationVariables
> = gql`
  mutation createPtLoginToken {
    createPtLoginToken {
      url
    }
  }
`;

export const useCreatePtLoginToken = () => useMutationAction(CREATE_PT_LOGIN_TOKEN);
