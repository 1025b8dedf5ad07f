import {
  DocumentUploadField,
  MultiStepForm,
  NumberField,
  SelectField,
  TextField,
  type FieldErrors,
  type FormValues,
} from '@portal/shared/forms';
import { DEFERRAL_RULES } from '@portal/shared/validation';
import type { DeferralOverview } from '../api/deferral-query';
import { limitsText } from './deferral-index-screen';

export const DEFERRAL_STEPS = ['reden', 'bewijs'] as const;

/**
 * The deferral request: reason (with a motivation for 'anders') and months within the register's
 * limits, then optional evidence. The rules are the shared table the api checks too; the limits are
 * the api's, put beside the answers.
 */
export function DeferralForm({
  overview,
  onSubmit,
}: {
  overview: DeferralOverview;
  onSubmit: (values: FormValues) => Promise<FieldErrors | undefined>;
}) {
  return (
    <MultiStepForm<FormValues>
      steps={[
        {
          key: 'reden',
          title: 'Reden en duur',
          rules: DEFERRAL_RULES,
          render: ({ values }) => (
            <>
              <SelectField
                name="reason"
                label="Reden"
                options={overview.reasons.map((reason) => ({ value: reason.value, label: reason.label }))}
                placeholder="Kies een reden"
              />
              {values.reason === 'anders' && <TextField name="motivation" label="Toelichting" />}
              <NumberField
                name="months"
                label="Aantal maanden uitstel"
                precision={0}
                extra={limitsText(overview)}
              />
            </>
          ),
        },
        {
          key: 'bewijs',
          title: 'Bewijsstukken',
          render: () => (
            <>
              <DocumentUploadField
                name="mediaUuids"
                label="Bewijsstukken (niet verplicht)"
                extra="Bijvoorbeeld een verklaring van je arts of werkgever. PDF, JPG of PNG, maximaal 10 MB."
              />
              <p>Na het aanvragen kun je je verzoek niet meer wijzigen.</p>
            </>
          ),
        },
      ]}
      initialValues={{
        deferralMaxMonthsPerRequest: overview.maxMonthsPerRequest,
        deferralMaxMonthsPerPeriod: overview.maxMonthsPerPeriod,
        deferralMonthsLeft: overview.monthsLeft,
      }}
      submitLabel="Uitstel aanvragen"
      serverErrorPrefix="input."
      onSubmit={onSubmit}
    />
  );
}
