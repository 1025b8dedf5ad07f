import { gql } from '@apollo/client';
import type { RegisterCardFieldsFragment } from '../../../generated/operation-types';

/** The facts every card view shows (own page, public page, the PDF's): public ones only. */
export type RegisterCard = RegisterCardFieldsFragment;

export const REGISTER_CARD_FIELDS = gql`
  fragment RegisterCardFields on RegisterCard {
    publicUuid
    name
    registrationNumber
    branch
    target
    validUntil
    status {
      value
      label
    }
    statusText
  }
`;
