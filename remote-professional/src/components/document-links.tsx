import { Fragment } from 'react';

export interface DocumentFile {
  uuid: string;
  filename: string;
  signedUrl?: string | null;
}

/**
 * Uploaded files as download links through their signed (expiring) URLs; a file without one (the
 * link could not be signed) is named without a link.
 */
export function DocumentLinks({ files }: { files: readonly DocumentFile[] }) {
  return (
    <>
      {files.map((file, index) => (
        <Fragment key={file.uuid}>
          {index > 0 ? ' ' : null}
          {file.signedUrl ? (
            <a href={file.signedUrl} download={file.filename}>
              {file.filename}
            </a>
          ) : (
            <span>{file.filename}</span>
          )}
        </Fragment>
      ))}
    </>
  );
}
