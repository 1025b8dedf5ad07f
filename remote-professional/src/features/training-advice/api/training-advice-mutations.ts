import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  CompleteTrainingAdviceMutation,
  CompleteTrainingAdviceMutationVariables,
  CreateTrainingAdviceMutation,
  CreateTrainingAdviceMutationVariables,
  SaveTrainingAdviceMutation,
  SaveTrainingAdviceMutationVariables,
  SubmitTrainingAdviceMutation,
  SubmitTrainingAdviceMutationVariables,
} from '../../../generated/operation-types';

const STATUS = gql`
  fragment trainingAdviceStatus on TrainingAdvice {
    uuid
    statusEnum {
      value
      label
    }
  }
`;

export const CREATE_TRAINING_ADVICE: TypedDocumentNode<
  CreateTrainingAdviceMutation,
  CreateTrainingAdviceMutationVariables
> = gql`
  mutation createTrainingAdvice {
    createTrainingAdvice {
      ...trainingAdviceStatus
    }
  }
  ${STATUS}
`;

export const SAVE_TRAINING_ADVICE: TypedDocumentNode<
  SaveTrainingAdviceMutation,
  SaveTrainingAdviceMutationVariables
> = gql`
  mutation saveTrainingAdvice($uuid: ID!, $input: TrainingAdviceRequestInput!) {
    saveTrainingAdvice(uuid: $uuid, input: $input) {
      ...trainingAdviceStatus
    }
  }
  ${STATUS}
`;

export const SUBMIT_TRAINING_ADVICE: TypedDocumentNode<
  SubmitTrainingAdviceMutation,
  SubmitTrainingAdviceMutationVariables
> = gql`
  mutation submitTrainingAdvice($uuid: ID!, $input: TrainingAdviceRequestInput!) {
    submitTrainingAdvice(uuid: $uuid, input: $input) {
      ...trainingAdviceStatus
    }
  }
  ${STATUS}
`;

export const COMPLETE_TRAINING_ADVICE: TypedDocumentNode<
  CompleteTrainingAdviceMutation,
  CompleteTrainingAdviceMutationVariables
> = gql`
  mutation completeTrainingAdvice($uuid: ID!, $input: CompleteTrainingAdviceInput!) {
    completeTrainingAdvice(uuid: $uuid, input: $input) {
      ...trainingAdviceStatus
    }
  }
  ${STATUS}
`;

// Idempotent (issue 41): a doubled click or a retry makes one draft, one submission, one completion.
export const useCreateTrainingAdvice = () => useMutationAction(CREATE_TRAINING_ADVICE, { idempotent: true });
export const useSaveTrainingAdvice = () => useMutationAction(SAVE_TRAINING_ADVICE);
export const useSubmitTrainingAdvice = () => useMutationAction(SUBMIT_TRAINING_ADVICE, { idempotent: true });
export const useCompleteTrainingAdvice = () =>
  useMutationAction(COMPLETE_TRAINING_ADVICE, { idempotent: true });
