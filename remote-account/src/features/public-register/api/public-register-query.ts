import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type { PublicRegisterQuery, PublicRegisterQueryVariables } from '../../../generated/operation-types';

export type PublicRegisterEntry = PublicRegisterQuery['publicRegister']['entries'][number];

/** The public register lookup: exactly DOMAIN.md's public fields, limited per client by the api. */
export const PUBLIC_REGISTER: TypedDocumentNode<PublicRegisterQuery, PublicRegisterQueryVariables> = gql`
  query publicRegister($registrationNumber: String, $lastName: String, $town: String) {
    publicRegister(registrationNumber: $registrationNumber, lastName: $lastName, town: $town) {
      throttled
      message
      totalCount
      entries {
        name
        initials
        registrationNumber
        chamber
        target
        status
        isValid
        registeredOn
        measure {
          label
          startsAt
          endsAt
        }
      }
    }
  }
`;

/** Reads only once a search was asked for (the URL holds it), on the public endpoint. */
export const usePublicRegister = (variables: PublicRegisterQueryVariables | null) =>
  useClientQuery(PUBLIC_REGISTER, variables ?? {}, { skip: variables === null, isPublic: true });
