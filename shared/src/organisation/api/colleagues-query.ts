import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import { useClientQuery } from '@portal/shared/data';
import type { ColleaguesQuery, ColleaguesQueryVariables } from '../generated/operation-types';

export type Colleague = ColleaguesQuery['colleagues'][number];

export const COLLEAGUES: TypedDocumentNode<ColleaguesQuery, ColleaguesQueryVariables> = gql`
  query colleagues {
    colleagues {
      uuid
      name
      email
      role
      roleLabel
    }
    myOrganisation {
      name
      role
    }
  }
`;

export const useColleagues = () => useClientQuery(COLLEAGUES, {});
