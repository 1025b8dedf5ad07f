import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type {
  ReplacementCardFeeCentsQuery,
  ReplacementCardFeeCentsQueryVariables,
} from '../../../generated/operation-types';

/** What a replacement card costs, from the fees table: said before the professional orders one. */
export const REPLACEMENT_CARD_FEE: TypedDocumentNode<
  ReplacementCardFeeCentsQuery,
  ReplacementCardFeeCentsQueryVariables
> = gql`
  query replacementCardFeeCents {
    replacementCardFeeCents
  }
`;

export const useReplacementCardFee = () => useClientQuery(REPLACEMENT_CARD_FEE, {});
