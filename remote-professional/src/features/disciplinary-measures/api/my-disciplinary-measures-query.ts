import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type {
  MyDisciplinaryMeasuresQuery,
  MyDisciplinaryMeasuresQueryVariables,
} from '../../../generated/operation-types';

export type DisciplinaryMeasureItem = MyDisciplinaryMeasuresQuery['myDisciplinaryMeasures'][number];

/** The measures the register recorded on the professional: type, period, status and decision. */
export const MY_DISCIPLINARY_MEASURES: TypedDocumentNode<
  MyDisciplinaryMeasuresQuery,
  MyDisciplinaryMeasuresQueryVariables
> = gql`
  query myDisciplinaryMeasuresQuery {
    myDisciplinaryMeasures {
      uuid
      type {
        value
        label
      }
      startsAt
      endsAt
      periodText
      state {
        value
        label
      }
      decision
      published
    }
  }
`;

export const useMyDisciplinaryMeasures = () => useClientQuery(MY_DISCIPLINARY_MEASURES, {});
