import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type {
  MyRegistrationCardQuery,
  MyRegistrationCardQueryVariables,
} from '../../../generated/operation-types';

/** The facts every card view shows (own page, public page): only public ones. */
export type RegisterCard = NonNullable<MyRegistrationCardQuery['myRegistrationCard']>;

export const MY_REGISTRATION_CARD: TypedDocumentNode<
  MyRegistrationCardQuery,
  MyRegistrationCardQueryVariables
> = gql`
  query myRegistrationCard {
    myRegistrationCard {
      publicUuid
      name
      registrationNumber
      branch
      target
      validUntil
      status {
        value
        label
      }
      statusText
    }
  }
`;

export const useMyRegistrationCard = () => useClientQuery(MY_REGISTRATION_CARD, {});
