import { DateField, MultiStepForm, type FormStep } from '@portal/shared/forms';

/** The range's rules: both days, the end on or after the start (the api checks the same). */
const RANGE_RULES = {
  van: 'required|date_format:Y-m-d',
  tot: 'required|date_format:Y-m-d|after_or_equal:van',
};

type RangeValues = { van?: string | null; tot?: string | null };

const STEPS: FormStep<RangeValues>[] = [
  {
    key: 'periode',
    title: 'Eigen periode',
    rules: RANGE_RULES,
    render: () => (
      <div className="employer-form-row">
        <DateField name="van" label="Van" />
        <DateField name="tot" label="Tot en met" />
      </div>
    ),
  },
];

/**
 * 'Eigen periode' of the mutations: a from and a till day (both included) in the shared date field;
 * 'Toepassen' puts them in the URL beside the other filters, so the list, its CSV and a shared link
 * all show that range.
 */
export function PeriodRangeForm({
  from,
  till,
  onApply,
}: {
  from: string;
  till: string;
  onApply: (range: { from: string; till: string }) => void;
}) {
  return (
    <MultiStepForm<RangeValues>
      steps={STEPS}
      initialValues={{ van: from || null, tot: till || null }}
      submitLabel="Toepassen"
      savedMessage="De periode is toegepast."
      onSubmit={(values) => {
        onApply({ from: String(values.van), till: String(values.tot) });
        return undefined;
      }}
    />
  );
}
