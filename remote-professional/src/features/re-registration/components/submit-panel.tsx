import { useState } from 'react';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { FormStatus } from '@portal/shared/forms/plain';
import { formatDate } from '@portal/shared/format';
import { Button } from '@portal/shared/ui';
import { LazyConfirmDialog } from '../../../components/lazy-confirm-dialog';
import type { ReRegistration } from '../api/re-registration-query';
import { useSubmitReRegistration } from '../api/submit-re-registration';

/**
 * 'Herregistratie indienen': enabled only when every category is met (the api decides and says why
 * not), and only after a confirmation that submitting cannot be undone.
 */
export function SubmitPanel({
  round,
  onSubmitted,
}: {
  round: ReRegistration;
  onSubmitted: (message: string) => Promise<void>;
}) {
  const submit = useSubmitReRegistration();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (round.statusEnum.value === 'pending') {
    return (
      <p>
        Je hebt je herregistratie ingediend
        {round.submittedAt ? ` op ${formatDate(round.submittedAt)}` : ''}. We beoordelen hem; je blijft
        intussen geregistreerd.
      </p>
    );
  }

  const confirm = async () => {
    setError(null);
    const outcome = await submit.run({ uuid: round.uuid });
    setAsking(false);
    if (!outcome.data?.submitReRegistration) {
      setError(Object.values(outcome.fieldErrors).flat()[0] ?? GENERIC_FAILURE);
      return;
    }
    await onSubmitted('Je herregistratie is ingediend.');
  };

  return (
    <div>
      {!round.canSubmit && round.submitBlockers.length > 0 && (
        <div id="submit-blockers">
          <p>Je kunt je herregistratie nog niet indienen:</p>
          <ul>
            {round.submitBlockers.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
      <FormStatus error={error} status={null} />
      <Button
        kind="primary"
        disabled={!round.canSubmit}
        aria-describedby={round.canSubmit ? undefined : 'submit-blockers'}
        onClick={() => setAsking(true)}
      >
        Herregistratie indienen
      </Button>
      <LazyConfirmDialog
        open={asking}
        title="Herregistratie indienen?"
        okText="Indienen"
        cancelText="Annuleren"
        busy={submit.loading}
        onOk={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>
          Indienen kan niet ongedaan worden gemaakt. Je activiteiten van deze periode kun je daarna niet meer
          wijzigen of verwijderen.
        </p>
      </LazyConfirmDialog>
    </div>
  );
}
