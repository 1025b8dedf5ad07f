/**
 * Files attached to a form: the value is the list of stored media (uuid, filename, updatedAt, signedUrl).
 * The caller's `upload` sends one file and resolves to its media item; a progress bar shows meanwhile.
 *
 * The file is chosen with the browser's own file input behind antd's Button: antd's Upload did no more
 * here (no list of its own, no upload of its own) and brought its list, Tooltip, Progress and their
 * dependencies into every form with a file (issue 42: /mijn-vog's form evaluated them on a phone).
 */
import { Button } from 'antd';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { isUploadRefusal } from '@portal/shared/data';
import { useForm } from 'react-final-form';
import { describedBy, useFormField } from '../../hooks/use-form-field';
import { FORM_TEXT } from '../../messages';
import type { MediaItem } from '../../types';
import { visuallyHidden } from '../date-field/calendar-styles';
import { FieldItem } from '../field-item';
import type { BaseFieldProps } from '../field-props';
import { MediaList, type PendingUpload } from './media-list';

export type UploadMedia = (
  file: File,
  options: { onProgress: (percent: number) => void },
) => Promise<MediaItem>;

export interface FileUploadFieldProps extends BaseFieldProps {
  upload: UploadMedia;
  /** Called before a stored file leaves the list (e.g. to delete it on the server). */
  onRemove?: (media: MediaItem) => Promise<void> | void;
  /** File types, as for `<input accept>` ('.pdf,image/*'). */
  accept?: string;
  /** False: one file, a new upload takes the place of the stored one. */
  multiple?: boolean;
}

function mediaOf(value: unknown): MediaItem[] {
  return Array.isArray(value) ? (value as MediaItem[]) : [];
}

export function FileUploadField({
  name,
  label,
  extra,
  disabled,
  upload,
  onRemove,
  accept,
  multiple = true,
}: FileUploadFieldProps) {
  const form = useForm();
  const field = useFormField<MediaItem[]>(name);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  // Said politely once an upload is done; the progress bar itself is not a live region.
  const [announcement, setAnnouncement] = useState('');
  const buttonTextId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const media = mediaOf(field.input.value);

  // Uploads finish in any order: always build on the form's current list, not this render's.
  const currentMedia = () => mediaOf(form.getFieldState(name)?.value);
  const updatePending = (id: string, change: Partial<PendingUpload> | null) =>
    setPending((list) =>
      change === null
        ? list.filter((item) => item.id !== id)
        : list.map((item) => (item.id === id ? { ...item, ...change } : item)),
    );

  const start = async (file: File) => {
    const id = `${file.name}-${Date.now()}-${Math.random()}`;
    setPending((list) => [...list, { id, filename: file.name, percent: 0, failed: false }]);
    setAnnouncement(FORM_TEXT.uploading(file.name));
    try {
      const stored = await upload(file, {
        onProgress: (percent) => updatePending(id, { percent: Math.round(percent) }),
      });
      form.change(name, multiple ? [...currentMedia(), stored] : [stored]);
      form.blur(name);
      updatePending(id, null);
      setAnnouncement(FORM_TEXT.uploaded(stored.filename));
    } catch (error) {
      // A refusal (wrong type, too large) says why; anything else asks to try again.
      updatePending(id, { failed: true, message: isUploadRefusal(error) ? error.message : undefined });
      setAnnouncement('');
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Emptied, so choosing the same file again (after a refusal, say) is a change again.
    event.target.value = '';
    for (const file of multiple ? files : files.slice(0, 1)) void start(file);
  };

  const remove = async (item: MediaItem) => {
    await onRemove?.(item);
    form.change(
      name,
      currentMedia().filter((other) => other.uuid !== item.uuid),
    );
  };

  return (
    <FieldItem field={field} label={label} extra={extra} group>
      {/* Out of the Tab order and hidden: the button names the field and opens the browser's dialog. */}
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        hidden
        onChange={choose}
      />
      <Button
        id={field.inputId}
        disabled={disabled}
        aria-labelledby={`${field.labelId} ${buttonTextId}`}
        {...describedBy(field, extra)}
        onClick={() => inputRef.current?.click()}
      >
        <span id={buttonTextId}>{FORM_TEXT.addFile}</span>
      </Button>
      <MediaList
        media={media}
        pending={pending}
        labelledBy={field.labelId}
        disabled={disabled}
        onRemove={(item) => void remove(item)}
        onDismiss={(item) => updatePending(item.id, null)}
      />
      <span role="status" style={visuallyHidden}>
        {announcement}
      </span>
    </FieldItem>
  );
}
