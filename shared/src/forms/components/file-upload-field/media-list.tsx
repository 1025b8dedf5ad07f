/** The stored files of an upload field and the files still uploading, each with its progress. */
import { Button, Flex, Progress, Typography } from 'antd';
import { formatDate } from '@portal/shared/format';
import { FORM_TEXT } from '../../messages';
import type { MediaItem } from '../../types';

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
    return (
      <div style={{ margin: '8px 0 0' }}>
        <Typography.Text type="secondary">{FORM_TEXT.noFiles}</Typography.Text>
      </div>
    );
  }
  return (
    <ul aria-labelledby={labelledBy} style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
      {media.map((item) => (
        <li key={item.uuid}>
          <Flex gap="small" align="center" wrap>
            {item.signedUrl ? (
              <a href={item.signedUrl} target="_blank" rel="noopener noreferrer">
                {item.filename}
              </a>
            ) : (
              <span>{item.filename}</span>
            )}
            {item.updatedAt ? (
              <Typography.Text type="secondary">
                {FORM_TEXT.updatedAt(formatDate(item.updatedAt))}
              </Typography.Text>
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
          </Flex>
        </li>
      ))}
      {pending.map((upload) => (
        <li key={upload.id}>
          <span>{upload.filename}</span>
          {upload.failed ? (
            <Flex gap="small" align="center">
              <Typography.Text type="danger" role="alert">
                {upload.message
                  ? FORM_TEXT.uploadRefused(upload.filename, upload.message)
                  : FORM_TEXT.uploadFailed(upload.filename)}
              </Typography.Text>
              <Button type="link" size="small" onClick={() => onDismiss(upload)}>
                {FORM_TEXT.close}
              </Button>
            </Flex>
          ) : (
            <Progress
              percent={upload.percent}
              size="small"
              status="active"
              aria-label={FORM_TEXT.uploading(upload.filename)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
