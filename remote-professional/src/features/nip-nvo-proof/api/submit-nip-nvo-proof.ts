import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutationAction } from '@portal/shared/data';
import type {
  SubmitNipNvoProofMutation,
  SubmitNipNvoProofMutationVariables,
} from '../../../generated/operation-types';
import { NIP_NVO_PROOF_FIELDS } from './nip-nvo-proof-query';

export const SUBMIT_NIP_NVO_PROOF: TypedDocumentNode<
  SubmitNipNvoProofMutation,
  SubmitNipNvoProofMutationVariables
> = gql`
  mutation submitNipNvoProof($uuid: ID!, $input: NipNvoProofInput!) {
    submitNipNvoProof(uuid: $uuid, input: $input) {
      uuid
      statusEnum {
        value
        label
      }
      submittedAt
      nipNvoProof {
        ...nipNvoProofFields
      }
    }
  }
  ${NIP_NVO_PROOF_FIELDS}
`;

// Idempotent (issue 41) like 'Herregistratie indienen': a retry or a second click submits once.
export const useSubmitNipNvoProof = () => useMutationAction(SUBMIT_NIP_NVO_PROOF, { idempotent: true });
