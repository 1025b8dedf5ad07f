import { NumberField, TextField } from '@portal/shared/forms';

/** Step 4, for the targets that ask it: where and how much the professional works. */
export function WorkStep() {
  return (
    <>
      <TextField name="werkervaring.employerName" label="Werkgever" />
      {/* The bounds (0 to 60 hours a week, whole hours in total) are the step's shared rules. */}
      <NumberField name="werkervaring.hoursPerWeek" label="Uren per week" extra="Tussen 0 en 60." />
      <NumberField
        name="werkervaring.hoursTotal"
        label="Totaal aantal uren werkervaring"
        precision={0}
        extra="In hele uren."
      />
    </>
  );
}
