import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '../../../lib/use-mutation-action';

export const CREATE_PT_LOGIN_TOKEN: TypedDocumentNode<
  { createPtLoginToken: { url: string } },
  Record<string, never>
> = gql`
  mutation createPtLoginToken {
    createPtLoginToken {
      url
    }
  }
`;

export const useCreatePtLoginToken = () => useMutationAction(CREATE_PT_LOGIN_TOKEN);
