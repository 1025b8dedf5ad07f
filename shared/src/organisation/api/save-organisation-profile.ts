import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import type {
  SaveOrganisationProfileMutation,
  SaveOrganisationProfileMutationVariables,
} from '../generated/operation-types';

export type OrganisationProfileInput = SaveOrganisationProfileMutationVariables['input'];

export const SAVE_ORGANISATION_PROFILE: TypedDocumentNode<
  SaveOrganisationProfileMutation,
  SaveOrganisationProfileMutationVariables
> = gql`
  mutation saveOrganisationProfile($step: String!, $input: OrganisationProfileInput!, $isDraft: Int) {
    saveOrganisationProfile(step: $step, input: $input, isDraft: $isDraft) {
      status
      message
    }
  }
`;
