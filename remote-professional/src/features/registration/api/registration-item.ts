import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type {
  RegistrationItemQuery,
  RegistrationItemQueryVariables,
} from '../../../generated/operation-types';

export type RegistrationItem = NonNullable<RegistrationItemQuery['registrationItem']>;

export const REGISTRATION_ITEM_QUERY: TypedDocumentNode<
  RegistrationItemQuery,
  RegistrationItemQueryVariables
> = gql`
  query registrationItemQuery($uuid: String!) {
    registrationItem(uuid: $uuid) {
      uuid
      status
      step
      data
      decisionReason
      registrationTarget {
        uuid
        systemLabel
      }
      permissions {
        canEdit
      }
      medias {
        nodes {
          uuid
          filename
          updatedAt
          signedUrl
        }
      }
    }
  }
`;

/** The application being edited; skipped on `/registreren`, where none exists yet. */
export const useRegistrationItem = (uuid: string | undefined) =>
  useClientQuery(REGISTRATION_ITEM_QUERY, { uuid: uuid ?? '' }, { skip: !uuid });
