import { Button, Typography } from 'antd';
import { useState } from 'react';
import { FormStatus, useFocusRequest } from '@portal/shared/forms';
import { GENERIC_FAILURE } from '@portal/shared/data';
import type { DiplomaOptions } from '../../api/diploma-options';
import type { Diploma } from '../../api/my-diplomas';
import { useRemoveDiploma } from '../../api/remove-diploma';
import { DiplomaDialog } from '../diploma-dialog';
import { DiplomaList } from '../diploma-list';

export const DIPLOMAS_LOAD_FAILED = 'Je diploma’s konden niet worden geladen.';
export const OPTIONS_LOAD_FAILED = 'De keuzelijsten voor een diploma konden niet worden geladen.';

export interface DiplomasStepProps {
  diplomas: readonly Diploma[];
  options: DiplomaOptions | null;
  /** Which of the step's two reads failed: said in Dutch, with a button to read them again. */
  failed: { diplomas: boolean; options: boolean };
  onRetry: () => Promise<unknown> | void;
  /** Read the list again after a change. */
  onChanged: () => Promise<unknown> | void;
}

/** Step 3: one or more diplomas, each saved at once with an uploaded copy. */
export function DiplomasStep({ diplomas, options, failed, onRetry, onChanged }: DiplomasStepProps) {
  const [adding, setAdding] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [retrying, setRetrying] = useState(false);
  const removeDiploma = useRemoveDiploma();
  // A removed diploma takes its 'Verwijderen' button along: focus goes on to 'Diploma toevoegen'.
  const [addButton, focusAddButton] = useFocusRequest<HTMLButtonElement>();

  const remove = async (diploma: Diploma) => {
    setStatus(null);
    const outcome = await removeDiploma.run({ uuid: diploma.uuid });
    if (outcome.failed) {
      setError(Object.values(outcome.fieldErrors).flat()[0] ?? GENERIC_FAILURE);
      return;
    }
    setError(null);
    setStatus('Het diploma is verwijderd.');
    await onChanged();
    focusAddButton();
  };

  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };

  const loadFailure = [failed.diplomas && DIPLOMAS_LOAD_FAILED, failed.options && OPTIONS_LOAD_FAILED]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <Typography.Paragraph>
        Voeg elk diploma toe waarmee je je wilt registreren, met een kopie (PDF, JPG of PNG).
      </Typography.Paragraph>
      <FormStatus error={loadFailure ? `${loadFailure} Probeer het opnieuw.` : null} />
      {loadFailure ? (
        <Button htmlType="button" onClick={() => void retry()} loading={retrying}>
          Opnieuw proberen
        </Button>
      ) : null}
      {failed.diplomas ? null : <DiplomaList diplomas={diplomas} onRemove={remove} />}
      <Button ref={addButton} htmlType="button" onClick={() => setAdding(true)} disabled={!options}>
        Diploma toevoegen
      </Button>
      <FormStatus error={error} status={status} />
      {options ? (
        <DiplomaDialog
          open={adding}
          options={options}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            setStatus('Het diploma is toegevoegd.');
            void onChanged();
          }}
        />
      ) : null}
    </>
  );
}
