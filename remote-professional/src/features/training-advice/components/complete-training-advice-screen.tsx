import {
  DocumentUploadField,
  mediaUuids,
  MultiStepForm,
  TextAreaField,
  type FormValues,
} from '@portal/shared/forms';
import { flashStatus } from '@portal/shared/forms/plain';
import { useRemoteProps } from '@portal/shared/remote';
import { Link, useNavigate, useParams } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { Card, ScreenScope } from '@portal/shared/ui';
import { COMPLETE_TRAINING_ADVICE_RULES } from '@portal/shared/validation';
import { QueryContent } from '../../../components/query-content';
import { useCompleteTrainingAdvice } from '../api/training-advice-mutations';
import { useTrainingAdvice, type TrainingAdvice } from '../api/training-advice-query';
import { ADVICE_COMPLETED, CANNOT_COMPLETE, NO_ADVICE } from './training-advice-texts';

function CompleteForm({ advice }: { advice: TrainingAdvice }) {
  const complete = useCompleteTrainingAdvice();
  const navigate = useNavigate();
  const { navigation } = useRemoteProps();
  return (
    <>
      <Card title="Het advies">
        <p className="portal-pre-line">{advice.advice}</p>
      </Card>
      <MultiStepForm<FormValues>
        steps={[
          {
            title: 'Bewijs van je scholing',
            rules: COMPLETE_TRAINING_ADVICE_RULES,
            render: () => (
              <>
                <DocumentUploadField
                  name="mediaUuids"
                  label="Bewijs"
                  extra="Bijvoorbeeld je certificaat of deelnameverklaring. PDF, JPG of PNG, maximaal 10 MB."
                />
                <TextAreaField name="note" label="Toelichting (niet verplicht)" rows={3} maxLength={2000} />
                <p>Na het afronden kun je je bewijs niet meer wijzigen.</p>
              </>
            ),
          },
        ]}
        submitLabel="Scholingsadvies afronden"
        serverErrorPrefix="input."
        onSubmit={async (values) => {
          const note = typeof values.note === 'string' ? values.note : '';
          const outcome = await complete.run({
            uuid: advice.uuid,
            input: { mediaUuids: mediaUuids(values.mediaUuids), note: note || null },
          });
          if (Object.keys(outcome.fieldErrors).length > 0) return outcome.fieldErrors;
          if (outcome.failed || !outcome.data?.completeTrainingAdvice)
            throw new Error('completeTrainingAdvice failed');
          flashStatus(ADVICE_COMPLETED);
          // Away first: with the advice completed this route's entry rule no longer holds, and the
          // host would send the user to the dashboard on the new session.
          navigate(hrefFor('trainingAdviceForm', { uuid: advice.uuid, step: '1' }));
          await navigation.reinitialize();
          return undefined;
        }}
      />
    </>
  );
}

function CompleteContent() {
  const { uuid = '' } = useParams();
  const query = useTrainingAdvice(uuid);
  return (
    <section aria-labelledby="complete-training-advice-title">
      <h1 id="complete-training-advice-title">Scholingsadvies afronden</h1>
      <p>
        <Link to={hrefFor('trainingAdviceForm', { uuid, step: '1' })}>Terug naar je scholingsadvies</Link>
      </p>
      <QueryContent query={query}>
        {(data) => {
          const advice = data.trainingAdvice;
          if (!advice) return <p>{NO_ADVICE}</p>;
          return advice.statusEnum.value === 'processing' ? (
            <CompleteForm advice={advice} />
          ) : (
            <p>{CANNOT_COMPLETE}</p>
          );
        }}
      </QueryContent>
    </section>
  );
}

/** Scholingsadvies afronden (`/scholingsadvies/afronden/{uuid}`): proof of the advised training. */
export default function CompleteTrainingAdviceScreen() {
  return (
    <ScreenScope>
      <CompleteContent />
    </ScreenScope>
  );
}
