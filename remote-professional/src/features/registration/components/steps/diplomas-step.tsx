import { Button, Typography } from 'antd';
import { useState } from 'react';
import { FormStatus } from '@portal/shared/forms';
import { GENERIC_FAILURE } from '@portal/shared/data';
import type { DiplomaOptions } from '../../api/diploma-options';
import type { Diploma } from '../../api/my-diplomas';
import { useRemoveDiploma } from '../../api/remove-diploma';
import { DiplomaDialog } from '../diploma-dialog';
import { DiplomaList } from '../diploma-list';

export interface DiplomasStepProps {
  diplomas: readonly Diploma[];
  options: DiplomaOptions | null;
  /** Read the list again after a change. */
  onChanged: () => Promise<unknown> | void;
}

/** Step 3: one or more diplomas, each saved at once with an uploaded copy. */
export function DiplomasStep({ diplomas, options, onChanged }: DiplomasStepProps) {
  const [adding, setAdding] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const removeDiploma = useRemoveDiploma();

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
  };

  return (
    <>
      <Typography.Paragraph>
        Voeg elk diploma toe waarmee je je wilt registreren, met een kopie (PDF, JPG of PNG).
      </Typography.Paragraph>
      <DiplomaList diplomas={diplomas} onRemove={remove} />
      <Button htmlType="button" onClick={() => setAdding(true)} disabled={!options}>
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
