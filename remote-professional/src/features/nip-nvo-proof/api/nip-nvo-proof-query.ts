import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type { NipNvoRoundQuery, NipNvoRoundQueryVariables } from '../../../generated/operation-types';

export type NipNvoRound = NonNullable<NipNvoRoundQuery['reRegistration']>;
export type NipNvoProof = NonNullable<NipNvoRound['nipNvoProof']>;

export const NIP_NVO_PROOF_FIELDS = gql`
  fragment nipNvoProofFields on NipNvoProof {
    uuid
    association
    membershipNumber
    validUntil
    submittedAt
    medias {
      nodes {
        uuid
        filename
        signedUrl
      }
    }
  }
`;

/** The open round as this screen needs it: whether the chamber may use NIP or NVO proof, and the proof. */
export const NIP_NVO_ROUND: TypedDocumentNode<NipNvoRoundQuery, NipNvoRoundQueryVariables> = gql`
  query nipNvoRoundQuery {
    reRegistration {
      uuid
      statusEnum {
        value
        label
      }
      deadline
      submittedAt
      offersNipNvoProof
      nipNvoProof {
        ...nipNvoProofFields
      }
    }
  }
  ${NIP_NVO_PROOF_FIELDS}
`;

export const useNipNvoRound = () => useClientQuery(NIP_NVO_ROUND, {});
