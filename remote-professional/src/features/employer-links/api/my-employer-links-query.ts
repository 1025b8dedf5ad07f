import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type { MyEmployerLinksQuery, MyEmployerLinksQueryVariables } from '../../../generated/operation-types';

export type EmployerLink = MyEmployerLinksQuery['myEmployerLinks'][number];

/** The professional's links with employers, newest first, each with its history. */
export const MY_EMPLOYER_LINKS: TypedDocumentNode<MyEmployerLinksQuery, MyEmployerLinksQueryVariables> = gql`
  query myEmployerLinks {
    myEmployerLinks {
      uuid
      companyName
      status
      statusLabel
      startedBy
      sharesProgress
      requestedAt
      confirmedAt
      endedAt
      history {
        event
        label
        by
        at
      }
    }
  }
`;

export const useMyEmployerLinks = () => useClientQuery(MY_EMPLOYER_LINKS, {});
