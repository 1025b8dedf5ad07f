import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type {
  ProfessionalAttentionQuery,
  ProfessionalAttentionQueryVariables,
} from '../../../generated/operation-types';

export type AttentionItem = ProfessionalAttentionQuery['professionalAttention'][number];

export const PROFESSIONAL_ATTENTION_QUERY: TypedDocumentNode<
  ProfessionalAttentionQuery,
  ProfessionalAttentionQueryVariables
> = gql`
  query professionalAttentionQuery {
    professionalAttention {
      kind
      message
      uuid
      date
      reason
    }
  }
`;

export const useProfessionalAttention = () => useClientQuery(PROFESSIONAL_ATTENTION_QUERY, {});
