import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type {
  MyRegistrationCardQuery,
  MyRegistrationCardQueryVariables,
} from '../../../generated/operation-types';
import { REGISTER_CARD_FIELDS } from './register-card-fields';

/** The own card, and what a replacement costs (the fees table), said before ordering one. */
export const MY_REGISTRATION_CARD: TypedDocumentNode<
  MyRegistrationCardQuery,
  MyRegistrationCardQueryVariables
> = gql`
  query myRegistrationCard {
    myRegistrationCard {
      ...RegisterCardFields
    }
    replacementCardFeeCents
  }
  ${REGISTER_CARD_FIELDS}
`;

export const useMyRegistrationCard = () => useClientQuery(MY_REGISTRATION_CARD, {});
