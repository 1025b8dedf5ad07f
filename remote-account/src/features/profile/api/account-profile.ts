import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type { AccountProfileQuery, AccountProfileQueryVariables } from '../../../generated/operation-types';

export type AccountProfile = NonNullable<AccountProfileQuery['accountProfile']>;

export const ACCOUNT_PROFILE: TypedDocumentNode<AccountProfileQuery, AccountProfileQueryVariables> = gql`
  query accountProfile {
    accountProfile {
      email
      initials
      firstName
      infix
      lastName
      phone
      country
      postalCode
      houseNumber
      houseNumberAddition
      street
      city
      loginNotification
      shownInRegister
      registerStreet
      registerHouseNumber
      registerHouseNumberAddition
      registerPostalCode
      registerCity
      registerPhone
      jobTitle
      hasUnfinishedProfile
      steps
    }
  }
`;

export const useAccountProfile = () => useClientQuery(ACCOUNT_PROFILE, {});
