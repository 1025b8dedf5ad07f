import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '../../../lib/use-client-query';

export interface AccountProfile {
  email: string | null;
  initials: string | null;
  firstName: string | null;
  infix: string | null;
  lastName: string | null;
  phone: string | null;
  country: string | null;
  postalCode: string | null;
  houseNumber: string | null;
  houseNumberAddition: string | null;
  street: string | null;
  city: string | null;
  loginNotification: boolean | null;
  shownInRegister: boolean | null;
  registerStreet: string | null;
  registerHouseNumber: string | null;
  registerHouseNumberAddition: string | null;
  registerPostalCode: string | null;
  registerCity: string | null;
  registerPhone: string | null;
  jobTitle: string | null;
  hasUnfinishedProfile: boolean;
  steps: string[];
}

export const ACCOUNT_PROFILE: TypedDocumentNode<
  { accountProfile: AccountProfile | null },
  Record<string, never>
> = gql`
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
