/**
 * The one upload field for documents (diplomas, VOG, evidence, proofs): PDF, JPG or PNG up to 10 MB,
 * sent to the api's `POST /files` with a progress bar. A wrong type or size is refused at once with
 * the api's own Dutch message; the api checks the content again and its 422 message shows the same way.
 * The value is the list of stored files (`{ uuid, filename }`); the mutations send their uuids.
 */
import { UploadRefusedError, uploadFile } from '@portal/shared/data';
import { UPLOAD_ACCEPT, uploadCandidateRefusal } from '@portal/shared/validation';
import { FileUploadField, type FileUploadFieldProps, type UploadMedia } from './file-upload-field';

export const uploadDocument: UploadMedia = async (file, { onProgress }) => {
  const refusal = uploadCandidateRefusal(file);
  if (refusal) throw new UploadRefusedError(refusal);
  const stored = await uploadFile(file, { onProgress });
  return { uuid: stored.uuid, filename: stored.filename };
};

export interface DocumentUploadFieldProps extends Omit<FileUploadFieldProps, 'upload' | 'accept'> {
  /** Replaces the upload to the api (tests, or another path with the same answers). */
  upload?: UploadMedia;
}

export function DocumentUploadField({ upload = uploadDocument, ...props }: DocumentUploadFieldProps) {
  return <FileUploadField {...props} upload={upload} accept={UPLOAD_ACCEPT} />;
}
