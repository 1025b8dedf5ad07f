/**
 * The stored files of an upload field and the files still uploading, each with its progress. Its texts
 * and bar are plain elements in antd's look (media-list.css, the shared ProgressBar): antd's Typography
 * and Progress brought Tooltip, TextArea and a colour picker into every form with a file (issue 42).
 */
import { Button } from 'antd';
import { formatDate } from '@portal/shared/format';
import { ProgressBar } from '@portal/shared/ui';
import { FORM_TEXT } from '../../messages';
import type { MediaItem } from '../../types';
import './media-list.css';

export interface PendingUpload {
  id: string;
  filename: string;
  percent: number;
  failed: boolean;
  /** The Dutch reason of a refusal; a generic 'try again' text without it. */
  message?: string;
}

export interface MediaListProps {
  media: readonly MediaItem[];
  pending: readonly PendingUpload[];
  labelledBy: string;
  disabled?: boolean;
  onRemove: (media: MediaItem) => void;
  onDismiss: (upload: PendingUpload) => void;
}

export function MediaList({ media, pending, labelledBy, disabled, onRemove, onDismiss }: MediaListProps) {
  if (media.length === 0 && pending.length === 0) {
    // On a line of its own below the button, as the list of files stands there once there are some.
    return <p className="portal-media-list__empty">{FORM_TEXT.noFiles}</p>;
  }
  return (
    <ul aria-labelledby={labelledBy} className="portal-media-list">
      {media.map((item) => (
        <li key={item.uuid} className="portal-media-list__row">
          {item.signedUrl ? (
            <a href={item.signedUrl} target="_blank" rel="noopener noreferrer">
              {item.filename}
            </a>
          ) : (
            <span>{item.filename}</span>
          )}
          {item.updatedAt ? (
            <span className="portal-media-list__secondary">
              {FORM_TEXT.updatedAt(formatDate(item.updatedAt))}
            </span>
          ) : null}
          {disabled ? null : (
            <Button
              type="link"
              danger
              size="small"
              aria-label={FORM_TEXT.removeFile(item.filename)}
              onClick={() => onRemove(item)}
            >
              Verwijderen
            </Button>
          )}
        </li>
      ))}
      {pending.map((upload) => (
        <li key={upload.id}>
          <span>{upload.filename}</span>
          {upload.failed ? (
            <div className="portal-media-list__row">
              <span className="portal-media-list__error" role="alert">
                {upload.message
                  ? FORM_TEXT.uploadRefused(upload.filename, upload.message)
                  : FORM_TEXT.uploadFailed(upload.filename)}
              </span>
              <Button type="link" size="small" onClick={() => onDismiss(upload)}>
                {FORM_TEXT.close}
              </Button>
            </div>
          ) : (
            <ProgressBar value={upload.percent} max={100} aria-label={FORM_TEXT.uploading(upload.filename)} />
          )}
        </li>
      ))}
    </ul>
  );
}
