import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type { MyDiplomasQuery, MyDiplomasQueryVariables } from '../../../generated/operation-types';

export type Diploma = MyDiplomasQuery['myDiplomas'][number];

export const MY_DIPLOMAS_QUERY: TypedDocumentNode<MyDiplomasQuery, MyDiplomasQueryVariables> = gql`
  query myDiplomasQuery {
    myDiplomas {
      uuid
      date
      diplomaCity
      diplomaEducationLabel
      diplomaEducatorLabel
      type {
        uuid
        label
      }
      diplomaEducation {
        uuid
        label
      }
      diplomaEducator {
        uuid
        label
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

export const useMyDiplomas = () => useClientQuery(MY_DIPLOMAS_QUERY, {});
