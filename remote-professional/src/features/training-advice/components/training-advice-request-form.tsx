import { useMemo } from 'react';
import { MultiStepForm, SelectField, TextAreaField, type FormValues } from '@portal/shared/forms';
import { useRemoteProps } from '@portal/shared/remote';
import { useNavigate } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { DescriptionList } from '@portal/shared/ui';
import { TRAINING_ADVICE_RULES } from '@portal/shared/validation';
import type { TrainingAdvice } from '../api/training-advice-query';
import { useSaveTrainingAdvice, useSubmitTrainingAdvice } from '../api/training-advice-mutations';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The request of a draft in two steps: the reason and the question (saved on 'Volgende' and by
 * 'Opslaan als concept'), then a look back before 'Aanvraag indienen'. The rules are the shared table
 * the api checks too.
 */
export function TrainingAdviceRequestForm({
  advice,
  step,
  onSubmitted,
}: {
  advice: TrainingAdvice;
  step: string;
  /** Says it was submitted and reads the advice again: the same address shows it read-only. */
  onSubmitted: () => Promise<void>;
}) {
  const save = useSaveTrainingAdvice();
  const submit = useSubmitTrainingAdvice();
  const navigate = useNavigate();
  const { navigation } = useRemoteProps();
  const initialValues = useMemo(
    () => ({ reason: advice.reason?.value ?? '', question: advice.question ?? '' }),
    [advice],
  );
  const input = (values: FormValues) => ({
    reason: text(values.reason) || null,
    question: text(values.question),
  });
  const labelOf = (value: unknown) => advice.reasons.find((reason) => reason.value === value)?.label ?? '-';

  return (
    <MultiStepForm<FormValues>
      steps={[
        {
          title: 'Je vraag',
          rules: TRAINING_ADVICE_RULES,
          render: () => (
            <>
              <SelectField
                name="reason"
                label="Waarom vraag je scholingsadvies aan?"
                options={advice.reasons.map((reason) => ({ value: reason.value, label: reason.label }))}
                placeholder="Kies een reden"
              />
              <TextAreaField
                name="question"
                label="Je vraag"
                extra="Beschrijf je situatie en waarover je advies wilt, bijvoorbeeld je werk, je opleidingen en wat je nog mist. Minimaal 10 tekens."
                maxLength={4000}
              />
            </>
          ),
        },
        {
          title: 'Controleren en indienen',
          render: ({ values }) => (
            <>
              <DescriptionList
                items={[
                  { key: 'reason', label: 'Reden', children: labelOf(values.reason) },
                  { key: 'question', label: 'Je vraag', children: text(values.question) || '-' },
                ]}
              />
              <p>Na het indienen kun je je aanvraag niet meer wijzigen.</p>
            </>
          ),
        },
      ]}
      step={step}
      onStepChange={(next) => navigate(hrefFor('trainingAdviceForm', { uuid: advice.uuid, step: next }))}
      initialValues={initialValues}
      saveOnNext
      allowDraft
      onSubmit={async (values, { isDraft }) => {
        if (isDraft) {
          // 'Volgende' and 'Opslaan als concept' keep the draft.
          const saved = await save.run({ uuid: advice.uuid, input: input(values) });
          if (Object.keys(saved.fieldErrors).length > 0) return saved.fieldErrors;
          if (saved.failed) throw new Error('saveTrainingAdvice failed');
          return undefined;
        }
        const outcome = await submit.run({ uuid: advice.uuid, input: input(values) });
        if (Object.keys(outcome.fieldErrors).length > 0) return outcome.fieldErrors;
        if (outcome.failed || !outcome.data?.submitTrainingAdvice)
          throw new Error('submitTrainingAdvice failed');
        // The detail's advice (the drawer, the entry rule) reads the new status.
        await navigation.reinitialize();
        navigate(hrefFor('trainingAdviceForm', { uuid: advice.uuid, step: '1' }));
        await onSubmitted();
        return undefined;
      }}
      submitLabel="Aanvraag indienen"
      serverErrorPrefix="input."
    />
  );
}
