import { useState } from 'react';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { FormStatus } from '@portal/shared/forms/plain';
import { useRemoteProps } from '@portal/shared/remote';
import { useNavigate } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { Button, Card } from '@portal/shared/ui';
import { useCreateTrainingAdvice } from '../api/training-advice-mutations';
import { ADVICE_INTRO } from './training-advice-texts';

/**
 * Scholingsadvies (`/scholingsadvies`): without an advice yet (the host's entry rule sends one with an
 * advice to its form), what it is and the start of a request (needs trainingAdvice.create).
 */
export default function TrainingAdviceStartScreen() {
  const create = useCreateTrainingAdvice();
  const navigate = useNavigate();
  const { navigation } = useRemoteProps();
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setError(null);
    const outcome = await create.run({});
    const created = outcome.data?.createTrainingAdvice;
    if (!created) {
      setError(Object.values(outcome.fieldErrors).flat()[0] ?? GENERIC_FAILURE);
      return;
    }
    // The detail now holds the advice: the drawer and /scholingsadvies lead to it.
    await navigation.reinitialize();
    navigate(hrefFor('trainingAdviceForm', { uuid: created.uuid, step: '1' }));
  };

  return (
    <section aria-labelledby="training-advice-title">
      <h1 id="training-advice-title">Scholingsadvies</h1>
      <Card title="Scholingsadvies aanvragen">
        <p>{ADVICE_INTRO}</p>
        <FormStatus error={error} status={null} />
        <Button kind="primary" busy={create.loading} onClick={() => void start()}>
          Scholingsadvies aanvragen
        </Button>
      </Card>
    </section>
  );
}
