import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery, useMutationAction } from '@portal/shared/data';
import type {
  MyDataExportQuery,
  MyDataExportQueryVariables,
  RequestDataExportMutation,
  RequestDataExportMutationVariables,
} from '../../../generated/operation-types';

export type DataExport = NonNullable<MyDataExportQuery['myDataExport']>;

export const MY_DATA_EXPORT: TypedDocumentNode<MyDataExportQuery, MyDataExportQueryVariables> = gql`
  query myDataExport {
    myDataExport {
      uuid
      status
      progress
      requestedAt
      expiresAt
      sizeBytes
      downloadUrl
    }
  }
`;

export const REQUEST_DATA_EXPORT: TypedDocumentNode<
  RequestDataExportMutation,
  RequestDataExportMutationVariables
> = gql`
  mutation requestDataExport {
    requestDataExport {
      status
      message
      dataExport {
        uuid
        status
        progress
        requestedAt
        expiresAt
        sizeBytes
        downloadUrl
      }
    }
  }
`;

export const useMyDataExport = () => useClientQuery(MY_DATA_EXPORT, {});
export const useRequestDataExport = () => useMutationAction(REQUEST_DATA_EXPORT);
