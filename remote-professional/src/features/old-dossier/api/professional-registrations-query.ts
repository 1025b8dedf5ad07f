import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type {
  ProfessionalRegistrationsQuery,
  ProfessionalRegistrationsQueryVariables,
} from '../../../generated/operation-types';

export type DossierRegistration = ProfessionalRegistrationsQuery['professionalRegistrations'][number];
export type DossierItem = DossierRegistration['items'][number];

/** Every own registration, newest first, with its periods and their documents (signed links). */
export const PROFESSIONAL_REGISTRATIONS: TypedDocumentNode<
  ProfessionalRegistrationsQuery,
  ProfessionalRegistrationsQueryVariables
> = gql`
  query professionalRegistrations {
    professionalRegistrations {
      uuid
      registrationNumber
      statusEnum {
        value
        label
      }
      items {
        uuid
        fromDate
        tillDate
        submittedAt
        decidedAt
        statusEnum {
          value
          label
        }
        registrationTarget {
          label
          registrationBranch {
            label
          }
        }
        medias {
          nodes {
            uuid
            filename
            signedUrl
          }
        }
      }
    }
  }
`;

export const useProfessionalRegistrations = () => useClientQuery(PROFESSIONAL_REGISTRATIONS, {});
