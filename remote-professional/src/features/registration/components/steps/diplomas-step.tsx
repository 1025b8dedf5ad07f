import { Button } from 'antd';
import { useCallback, useState } from 'react';
import { FORM_TEXT, useFocusRequest } from '@portal/shared/forms';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { TRY_AGAIN } from '../../../../components/load-failed';
import { LoadStatus } from '../../../../components/load-status';
import { useRetry } from '../../../../components/use-retry';
import type { DiplomaOptions } from '../../api/diploma-options';
import type { Diploma } from '../../api/my-diplomas';
import { useRemoveDiploma } from '../../api/remove-diploma';
import { DiplomaDialog } from '../diploma-dialog';
import { DiplomaList } from '../diploma-list';

// The step has two reads: the sentence names the one that failed.
export const DIPLOMAS_LOAD_FAILED = 'Je diploma’s konden niet worden geladen.';
export const OPTIONS_LOAD_FAILED = 'De keuzelijsten voor een diploma konden niet worden geladen.';

export interface DiplomasStepProps {
  /** The diplomas added so far; null until they have been read. */
  diplomas: readonly Diploma[] | null;
  options: DiplomaOptions | null;
  /** Which of the step's two reads failed: said in Dutch, with a button to read them again. */
  failed: { diplomas: boolean; options: boolean };
  onRetry: () => Promise<unknown> | void;
  /** Read the list again after a change. */
  onChanged: () => Promise<unknown> | void;
}

function loadFailure(failed: DiplomasStepProps['failed']): string | null {
  const sentences = [failed.diplomas && DIPLOMAS_LOAD_FAILED, failed.options && OPTIONS_LOAD_FAILED];
  const said = sentences.filter(Boolean);
  return said.length > 0 ? `${said.join(' ')} ${TRY_AGAIN}` : null;
}

/** Step 3: one or more diplomas, each saved at once with an uploaded copy. */
export function DiplomasStep({ diplomas, options, failed, onRetry, onChanged }: DiplomasStepProps) {
  const [adding, setAdding] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const removeDiploma = useRemoveDiploma();
  // A removed diploma takes its 'Verwijderen' button along: focus goes on to 'Diploma toevoegen'.
  const [addButton, focusAddButton] = useFocusRequest<HTMLButtonElement>();
  // The step's one status region says how a retry went (an earlier message would hide it).
  const retry = useRetry(
    useCallback(async () => {
      setStatus(null);
      setError(null);
      await onRetry();
    }, [onRetry]),
  );

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

  const firstLoad = diplomas === null && !failed.diplomas;
  return (
    <>
      <p>Voeg elk diploma toe waarmee je je wilt registreren, met een kopie (PDF, JPG of PNG).</p>
      <LoadStatus
        failure={loadFailure(failed)}
        retry={retry}
        error={error}
        status={status ?? (firstLoad ? FORM_TEXT.loading : null)}
      />
      {diplomas === null ? null : <DiplomaList diplomas={diplomas} onRemove={remove} />}
      <Button ref={addButton} htmlType="button" onClick={() => setAdding(true)} disabled={!options}>
        Diploma toevoegen
      </Button>
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
