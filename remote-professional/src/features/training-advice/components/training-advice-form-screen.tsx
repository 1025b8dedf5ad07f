import { useState } from 'react';
import { FormStatus } from '@portal/shared/forms/plain';
import { useParams } from '@portal/shared/router';
import { QueryContent } from '../../../components/query-content';
import { useTrainingAdvice, type TrainingAdvice } from '../api/training-advice-query';
import { TrainingAdviceCard } from './training-advice-card';
import { TrainingAdviceRequestForm } from './training-advice-request-form';
import { ADVICE_SUBMITTED, NO_ADVICE } from './training-advice-texts';
import { AttentionNotice } from '@portal/shared/ui';

function AdviceContent({
  advice,
  step,
  reload,
}: {
  advice: TrainingAdvice;
  step: string;
  reload: () => Promise<void>;
}) {
  // SPEC section 4: an editable (draft) request is its form; a submitted one is read-only.
  if (!advice.permissions.canEdit) return <TrainingAdviceCard advice={advice} />;
  return (
    <>
      {advice.returnedReason && (
        <AttentionNotice kind="warning" title="Je aanvraag is teruggestuurd">
          {advice.returnedReason}
        </AttentionNotice>
      )}
      <TrainingAdviceRequestForm advice={advice} step={step} onSubmitted={reload} />
    </>
  );
}

/** Scholingsadvies (`/scholingsadvies/{uuid}/{step}`): the draft's steps, or the request and its advice. */
export default function TrainingAdviceFormScreen() {
  const { uuid = '', step = '1' } = useParams();
  const query = useTrainingAdvice(uuid);
  // The submit stays on this screen (its step 1), so the confirmation is said here, not flashed.
  const [status, setStatus] = useState<string | null>(null);
  const submitted = async () => {
    setStatus(ADVICE_SUBMITTED);
    await query.refetch();
  };
  return (
    <section aria-labelledby="training-advice-title">
      <h1 id="training-advice-title">Scholingsadvies</h1>
      <FormStatus error={null} status={status} />
      <QueryContent query={query}>
        {(data) =>
          data.trainingAdvice ? (
            <AdviceContent advice={data.trainingAdvice} step={step} reload={submitted} />
          ) : (
            <p>{NO_ADVICE}</p>
          )
        }
      </QueryContent>
    </section>
  );
}
