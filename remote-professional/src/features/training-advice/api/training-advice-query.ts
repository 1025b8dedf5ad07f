import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type { TrainingAdviceQuery, TrainingAdviceQueryVariables } from '../../../generated/operation-types';
import { TRAINING_ADVICE_FIELDS } from './training-advice-fields';

export const TRAINING_ADVICE: TypedDocumentNode<TrainingAdviceQuery, TrainingAdviceQueryVariables> = gql`
  query trainingAdviceQuery($uuid: ID!) {
    trainingAdvice(uuid: $uuid) {
      ...trainingAdviceFields
    }
  }
  ${TRAINING_ADVICE_FIELDS}
`;

export type TrainingAdvice = NonNullable<TrainingAdviceQuery['trainingAdvice']>;

export const useTrainingAdvice = (uuid: string) => useClientQuery(TRAINING_ADVICE, { uuid });
