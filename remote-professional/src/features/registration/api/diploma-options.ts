import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type { DiplomaOptionsQuery, DiplomaOptionsQueryVariables } from '../../../generated/operation-types';

export type DiplomaOptions = DiplomaOptionsQuery['diplomaOptions'];

export const DIPLOMA_OPTIONS_QUERY: TypedDocumentNode<DiplomaOptionsQuery, DiplomaOptionsQueryVariables> =
  gql`
    query diplomaOptionsQuery {
      diplomaOptions {
        types {
          value
          label
        }
        educations {
          value
          label
        }
        educators {
          value
          label
        }
      }
    }
  `;

export const useDiplomaOptions = () => useClientQuery(DIPLOMA_OPTIONS_QUERY, {});
