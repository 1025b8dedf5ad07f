import {
  DateField,
  DocumentUploadField,
  MultiStepForm,
  NumberField,
  SelectField,
  TextField,
  type FieldErrors,
  type FormValues,
} from '@portal/shared/forms';
import { ACTIVITY_RULES } from '@portal/shared/validation';
import type { ReRegistration } from '../api/re-registration-query';

export type ActivityValues = FormValues;

export interface ActivityFormProps {
  round: ReRegistration;
  initialValues?: ActivityValues;
  step?: string;
  onStepChange?: (step: string) => void;
  submitLabel: string;
  onSubmit: (values: ActivityValues) => Promise<FieldErrors | undefined>;
}

export const ACTIVITY_STEP = 'gegevens';

/**
 * An activity: its category (of the chamber), title, provider or supervisor, date (only the days the
 * api allows: inside the period, not in the future), hours, points where the category asks for them,
 * and evidence. The rules are the shared table the api checks too.
 */
export function ActivityForm({
  round,
  initialValues,
  step,
  onStepChange,
  submitLabel,
  onSubmit,
}: ActivityFormProps) {
  const options = round.categories.map((category) => ({ value: category.code, label: category.label }));
  const categoryOf = (code: unknown) => round.categories.find((category) => category.code === code);
  return (
    <MultiStepForm<ActivityValues>
      steps={[
        {
          key: ACTIVITY_STEP,
          title: 'Gegevens van de activiteit',
          rules: ACTIVITY_RULES,
          render: ({ values }) => {
            const category = categoryOf(values.categoryCode);
            return (
              <>
                <SelectField
                  name="categoryCode"
                  label="Categorie"
                  options={options}
                  placeholder="Kies een categorie"
                />
                <TextField name="title" label="Titel" />
                <TextField name="providerName" label={category?.providerLabel ?? 'Aanbieder of begeleider'} />
                <DateField name="activityDate" label="Datum" />
                <NumberField
                  name="hours"
                  label={category?.isWorkExperience ? 'Aantal uren werkervaring' : 'Aantal contacturen'}
                  precision={2}
                  extra={
                    category?.pointsPerHour
                      ? `Elk contactuur telt als ${category.pointsPerHour} punt${category.pointsPerHour === 1 ? '' : 'en'}.`
                      : undefined
                  }
                />
                {category && category.pointsPerHour === null && (
                  <NumberField name="points" label="Aantal punten" precision={2} />
                )}
                <DocumentUploadField
                  name="mediaUuids"
                  label="Bewijsstukken"
                  extra="Bijvoorbeeld een certificaat of een verklaring van je begeleider. PDF, JPG of PNG, maximaal 10 MB."
                />
              </>
            );
          },
        },
      ]}
      step={step}
      onStepChange={onStepChange}
      initialValues={{
        ...initialValues,
        // The date's bounds, for the rule and for the days the calendar offers.
        activityDateMin: round.activityDateMin,
        activityDateMax: round.activityDateMax,
      }}
      submitLabel={submitLabel}
      savedMessage="De activiteit is opgeslagen."
      onSubmit={onSubmit}
    />
  );
}
