import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import { useClientQuery } from '@portal/shared/data';
import type {
  OrganisationProfileQuery,
  OrganisationProfileQueryVariables,
} from '../generated/operation-types';

export type OrganisationProfile = OrganisationProfileQuery['organisationProfile'];

export const ORGANISATION_PROFILE: TypedDocumentNode<
  OrganisationProfileQuery,
  OrganisationProfileQueryVariables
> = gql`
  query organisationProfile {
    organisationProfile {
      kind
      name
      kvkNumber
      phone
      website
      description
      street
      houseNumber
      houseNumberAddition
      postalCode
      city
      billingEmail
      paysForEmployees
      locations {
        name
        street
        houseNumber
        postalCode
        city
      }
      hasUnfinishedProfile
      steps
      canEdit
    }
  }
`;

export const useOrganisationProfile = () => useClientQuery(ORGANISATION_PROFILE, {});
