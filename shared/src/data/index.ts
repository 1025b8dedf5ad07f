/**
 * `@portal/shared/data`: the one way a remote talks to the api (see README.md beside this file).
 * React hooks over the host's Apollo client, without Apollo's React layer.
 */
export { useClientQuery, type ClientQueryState } from './use-client-query';
export {
  startClientQuery,
  withFirstReads,
  firstReadsOf,
  type FirstPageRead,
  type FirstRead,
  type ScreenFirstReads,
} from './first-reads';
export { HELD_ANSWER_LIFETIME_MS } from '@portal/shared-held-answers';
export { useMutationAction, type MutationOutcome } from './use-mutation-action';
export { useRunOnce } from './use-run-once';
export { endpointContext, type EndpointOptions } from './endpoint-context';
export { GENERIC_FAILURE, type ActionResult } from './action-result';
export { useDocumentDownload, DOCUMENT_FAILURE, type DocumentRequest } from './use-document-download';
export {
  uploadFile,
  isUploadRefusal,
  UploadRefusedError,
  SESSION_EXPIRED_ON_UPLOAD,
  type UploadedFile,
  type UploadFileOptions,
} from './upload-file';
