import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type {
  MyRegistrationCardQuery,
  MyRegistrationCardQueryVariables,
} from '../../../generated/operation-types';
import { REGISTER_CARD_FIELDS } from './register-card-fields';

/**
 * The own card with its public address and that address's QR code (an SVG the api draws, so this page
 * loads no QR library), and what a replacement costs (the fees table), said before ordering one.
 */
export const MY_REGISTRATION_CARD: TypedDocumentNode<
  MyRegistrationCardQuery,
  MyRegistrationCardQueryVariables
> = gql`
  query myRegistrationCard {
    myRegistrationCard {
      ...RegisterCardFields
      publicUrl
      publicUrlQrCode
    }
    replacementCardFeeCents
  }
  ${REGISTER_CARD_FIELDS}
`;

export const useMyRegistrationCard = () => useClientQuery(MY_REGISTRATION_CARD, {});
