import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type {
  PracticalProgrammesQuery,
  PracticalProgrammesQueryVariables,
} from '../../../generated/operation-types';

export type PracticalProgramme = PracticalProgrammesQuery['practicalProgrammes'][number];

export const PRACTICAL_PROGRAMMES: TypedDocumentNode<
  PracticalProgrammesQuery,
  PracticalProgrammesQueryVariables
> = gql`
  query practicalProgrammes {
    practicalProgrammes {
      uuid
      variant
      participantName
      participantEmail
      supervisorRegistrationNumber
      startDate
      durationMonths
      status {
        value
        label
      }
      decisionReason
      decidedAt
      submittedAt
      canEdit
      conditions {
        uuid
        filename
      }
    }
  }
`;

export const usePracticalProgrammes = () => useClientQuery(PRACTICAL_PROGRAMMES, {});
