import { NumberField, TextField } from '@portal/shared/forms';

/** Step 4, for the targets that ask it: where and how much the professional works. */
export function WorkStep() {
  return (
    <>
      <TextField name="werkervaring.employerName" label="Werkgever" />
      <NumberField name="werkervaring.hoursPerWeek" label="Uren per week" min={0} max={60} />
      <NumberField
        name="werkervaring.hoursTotal"
        label="Totaal aantal uren werkervaring"
        min={0}
        precision={0}
      />
    </>
  );
}
