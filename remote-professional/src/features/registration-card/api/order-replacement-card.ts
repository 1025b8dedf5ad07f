import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  OrderReplacementCardMutation,
  OrderReplacementCardMutationVariables,
} from '../../../generated/operation-types';

export const ORDER_REPLACEMENT_CARD: TypedDocumentNode<
  OrderReplacementCardMutation,
  OrderReplacementCardMutationVariables
> = gql`
  mutation orderReplacementCard {
    orderReplacementCard {
      invoiceUuid
    }
  }
`;

export const useOrderReplacementCard = () => useMutationAction(ORDER_REPLACEMENT_CARD);
