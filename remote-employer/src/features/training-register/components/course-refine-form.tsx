import { DateField, MultiStepForm, TextField, type FormStep } from '@portal/shared/forms';
import '../../../lib/employer-people.css';

/** The api's own rules for these two filters (schema/training-register.ts). */
const REFINE_RULES = {
  provider: 'nullable|max:100',
  from: 'nullable|date_format:Y-m-d',
};

type RefineValues = { provider?: string | null; from?: string | null };

const STEPS: FormStep<RefineValues>[] = [
  {
    key: 'verfijnen',
    title: 'Opleider en datum',
    rules: REFINE_RULES,
    render: () => (
      <div className="employer-form-row">
        <TextField name="provider" label="Opleider" maxLength={100} />
        <DateField name="from" label="Sessie vanaf" />
      </div>
    ),
  },
];

/**
 * The register's provider (part of its name) and 'a session from this day on': free values, so not
 * the list's select filters. 'Toepassen' puts them in the URL beside the others (empty clears one),
 * so the list, back and forward and a shared link all show the same courses.
 */
export function CourseRefineForm({
  provider,
  from,
  onApply,
}: {
  provider: string;
  from: string;
  onApply: (values: { provider: string; from: string }) => void;
}) {
  return (
    <MultiStepForm<RefineValues>
      steps={STEPS}
      initialValues={{ provider: provider || null, from: from || null }}
      submitLabel="Toepassen"
      savedMessage="De zoekopdracht is toegepast."
      onSubmit={(values) => {
        onApply({ provider: (values.provider ?? '').trim(), from: values.from ?? '' });
        return undefined;
      }}
    />
  );
}
