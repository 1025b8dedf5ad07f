import { Fragment } from 'react';
import { NO_DATA } from './no-data';

export interface DocumentFile {
  uuid: string;
  filename: string;
  signedUrl?: string | null;
}

/** One file as a download link through its signed (expiring) URL; unsigned, only its name. */
function DocumentLink({ file }: { file: DocumentFile }) {
  return file.signedUrl ? (
    <a href={file.signedUrl} download={file.filename}>
      {file.filename}
    </a>
  ) : (
    <span>{file.filename}</span>
  );
}

export interface DocumentLinksProps {
  files: readonly DocumentFile[];
  /**
   * `inline` (default): the links side by side, for a table cell or a row of actions. `list`: one
   * link a line in a list (a screen reader says how many), and 'Geen gegevens beschikbaar' without any.
   */
  variant?: 'inline' | 'list';
}

/** Uploaded files as download links (a file whose link could not be signed is named without one). */
export function DocumentLinks({ files, variant = 'inline' }: DocumentLinksProps) {
  if (variant === 'list') {
    if (files.length === 0) return <>{NO_DATA}</>;
    return (
      <ul className="portal-plain-list">
        {files.map((file) => (
          <li key={file.uuid}>
            <DocumentLink file={file} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      {files.map((file, index) => (
        <Fragment key={file.uuid}>
          {index > 0 ? ' ' : null}
          <DocumentLink file={file} />
        </Fragment>
      ))}
    </>
  );
}
