import { gql } from '@apollo/client';

/** A training advice as its pages show it: the request, the advice, the completion. */
export const TRAINING_ADVICE_FIELDS = gql`
  fragment trainingAdviceFields on TrainingAdvice {
    uuid
    statusEnum {
      value
      label
    }
    reason {
      value
      label
    }
    reasons {
      value
      label
    }
    question
    submittedAt
    advice
    advisedAt
    returnedReason
    completionNote
    completedAt
    permissions {
      canEdit
    }
    medias {
      nodes {
        uuid
        filename
        signedUrl
      }
    }
  }
`;
