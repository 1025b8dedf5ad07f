import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type {
  SwitchChoicesQuery,
  SwitchChoicesQueryVariables,
  SwitchKind,
} from '../../../generated/operation-types';
import { SWITCH_REQUEST_FIELDS } from './switch-request-fields';

export type SwitchChoices = NonNullable<SwitchChoicesQuery['switchChoices']>;
export type SwitchRequest = NonNullable<SwitchChoices['latestRequest']>;
export type SwitchTargetOption = SwitchChoices['targets'][number];

/** The current registration, what it may switch to (open chambers only) and the latest request. */
export const SWITCH_CHOICES: TypedDocumentNode<SwitchChoicesQuery, SwitchChoicesQueryVariables> = gql`
  query switchChoicesQuery($kind: SwitchKind!) {
    switchChoices(kind: $kind) {
      currentTarget {
        uuid
        label
        registrationBranch {
          value
          label
        }
      }
      targets {
        uuid
        label
        registrationBranch {
          value
          label
        }
      }
      blockers
      latestRequest {
        ...switchRequestFields
      }
    }
  }
  ${SWITCH_REQUEST_FIELDS}
`;

export const useSwitchChoices = (kind: SwitchKind) => useClientQuery(SWITCH_CHOICES, { kind });
