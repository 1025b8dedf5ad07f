import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type {
  RegistrationCardQuery,
  RegistrationCardQueryVariables,
} from '../../../generated/operation-types';
import { REGISTER_CARD_FIELDS } from './register-card-fields';

/** The public card by its unguessable id; answered on the public endpoint, signed in or not. */
export const REGISTRATION_CARD: TypedDocumentNode<RegistrationCardQuery, RegistrationCardQueryVariables> =
  gql`
    query registrationCard($uuid: String!) {
      registrationCard(uuid: $uuid) {
        ...RegisterCardFields
        disciplinaryMeasures {
          label
          startsAt
          endsAt
        }
        registerCity
      }
    }
    ${REGISTER_CARD_FIELDS}
  `;

export const usePublicRegistrationCard = (uuid: string) =>
  useClientQuery(REGISTRATION_CARD, { uuid }, { skip: !uuid, isPublic: true });
