import { gql } from '@apollo/client';

/**
 * What every view of one application reads (the wizard, the rejected application): each query
 * spreads this fragment and adds only what its own screen shows.
 */
export const REGISTRATION_ITEM_FIELDS = gql`
  fragment RegistrationItemFields on RegistrationItem {
    uuid
    status
    decisionReason
    registrationTarget {
      uuid
    }
  }
`;
