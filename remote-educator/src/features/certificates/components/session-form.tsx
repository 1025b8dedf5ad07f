import { useMemo } from 'react';
import { DateField, MultiStepForm, TextField, YesNoField, type FormStep } from '@portal/shared/forms';
import { useRemoteProps } from '@portal/shared/remote';
import { EDUCATION_SESSION_RULES } from '@portal/shared/validation';
import type { EducatorSession } from '../api/educator-session-query';
import { CORRECT_EDUCATION_SESSION } from '../api/session-corrections';

const FORM_HINTS: Record<string, string> = {
  'e-learning': 'Deze scholing is een e-learning: ze wordt online gegeven.',
  klassikaal: 'Deze scholing is klassikaal: ze wordt op een locatie gegeven.',
  blended: 'Deze scholing is blended: online of op een locatie.',
};

const STEPS: FormStep[] = [
  {
    key: 'sessie',
    title: 'Data en locatie',
    rules: EDUCATION_SESSION_RULES,
    render: ({ values }) => (
      <>
        <DateField name="startsOn" label="Startdatum" />
        <DateField name="endsOn" label="Einddatum" />
        <YesNoField name="isOnline" label="Online gegeven" />
        {Number(values.isOnline) === 1 ? null : <TextField name="location" label="Locatie" />}
      </>
    ),
  },
];

/** The session's dates and place, corrected in one save; the api records who changed what. */
export function SessionForm({
  session,
  onSaved,
}: {
  session: EducatorSession;
  onSaved: () => Promise<unknown>;
}) {
  const { client } = useRemoteProps();
  const initialValues = useMemo(
    () => ({
      startsOn: session.startsOn,
      endsOn: session.endsOn,
      isOnline: session.isOnline ? 1 : 0,
      location: session.location ?? '',
    }),
    [session],
  );
  return (
    <>
      <p>{FORM_HINTS[session.form] ?? ''}</p>
      <MultiStepForm
        steps={STEPS}
        step="sessie"
        initialValues={initialValues}
        submitLabel="Wijzigingen opslaan"
        savedMessage="De sessie is gewijzigd."
        onSubmit={async (values) => {
          const online = Number(values.isOnline) === 1;
          const result = await client.mutate({
            mutation: CORRECT_EDUCATION_SESSION,
            variables: {
              sessionUuid: session.uuid,
              startsOn: String(values.startsOn ?? ''),
              endsOn: String(values.endsOn ?? ''),
              isOnline: online,
              location: online ? null : String(values.location ?? '').trim(),
            },
          });
          if (result.error) throw result.error;
          await onSaved();
        }}
      />
    </>
  );
}
