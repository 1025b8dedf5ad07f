import { useId, useState, type ChangeEvent } from 'react';
import { buttonClass } from '@portal/shared/ui';
import './participant-file-field.css';

const NO_FILE = 'Geen bestand gekozen';

/**
 * 'Of kies een CSV-bestand' as the portal's button with the chosen file's name beside it, in Dutch: the
 * browser's own file input says 'Choose File' and 'No file chosen' in the browser's language and looks
 * like nothing else on the page. The input itself stays (visually hidden, still focusable): the field's
 * label names it, Enter or Space opens the file dialog, and its focus ring is drawn on the button, a
 * second label that a click opens the dialog with (hidden from screen readers, so the name is said once).
 */
export function ParticipantFileField({ onFile }: { onFile: (file: File) => void }) {
  const id = useId();
  const [fileName, setFileName] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied, so choosing the same file again (after editing the list) reads it again.
    event.target.value = '';
    if (!file) return;
    setFileName(file.name);
    onFile(file);
  };

  return (
    <div className="portal-field">
      <label htmlFor={`${id}-input`}>Of kies een CSV-bestand</label>
      <div className="portal-participant-file">
        <input
          id={`${id}-input`}
          className="portal-participant-file__input"
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          aria-describedby={`${id}-name`}
          onChange={choose}
        />
        <label htmlFor={`${id}-input`} className={buttonClass()} aria-hidden="true">
          Bestand kiezen
        </label>
        <span id={`${id}-name`} className="portal-participant-file__name">
          {fileName ?? NO_FILE}
        </span>
      </div>
    </div>
  );
}
