import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type {
  RegistrationItemQuery,
  RegistrationItemQueryVariables,
} from '../../../generated/operation-types';
import { REGISTRATION_ITEM_FIELDS } from './registration-item-fields';

export type RegistrationItem = NonNullable<RegistrationItemQuery['registrationItem']>;

export const REGISTRATION_ITEM_QUERY: TypedDocumentNode<
  RegistrationItemQuery,
  RegistrationItemQueryVariables
> = gql`
  query registrationItemQuery($uuid: String!) {
    registrationItem(uuid: $uuid) {
      ...RegistrationItemFields
      step
      data
      registrationTarget {
        systemLabel
      }
      permissions {
        canEdit
      }
      firstYearFeeStatus
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
  ${REGISTRATION_ITEM_FIELDS}
`;

/** The application being edited; skipped on `/registreren`, where none exists yet. */
export const useRegistrationItem = (uuid: string | undefined) =>
  useClientQuery(REGISTRATION_ITEM_QUERY, { uuid: uuid ?? '' }, { skip: !uuid });
