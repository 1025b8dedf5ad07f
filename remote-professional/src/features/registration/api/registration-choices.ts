import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type {
  RegistrationChoicesQuery,
  RegistrationChoicesQueryVariables,
} from '../../../generated/operation-types';

export type RegistrationChoice = RegistrationChoicesQuery['registrationChoices'][number];

/** The chambers and targets of step 1, and the register's rule the VOG step names. */
export const REGISTRATION_CHOICES_QUERY: TypedDocumentNode<
  RegistrationChoicesQuery,
  RegistrationChoicesQueryVariables
> = gql`
  query registrationChoicesQuery {
    registrationChoices {
      firstYearFeeCents
      target {
        uuid
        label
        systemLabel
        isPostmaster
        registrationBranch {
          value
          label
        }
      }
    }
    vogMaxAgeMonthsOnSubmission
  }
`;

export const useRegistrationChoices = () => useClientQuery(REGISTRATION_CHOICES_QUERY, {});
