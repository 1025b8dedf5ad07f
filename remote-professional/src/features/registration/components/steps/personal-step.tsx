import { DateField, SelectField, TextField } from '@portal/shared/forms';

const GENDERS = [
  { value: 'man', label: 'Man' },
  { value: 'vrouw', label: 'Vrouw' },
  { value: 'anders', label: 'Anders' },
];

/** Step 2: what the register needs besides the profile's name and address. */
export function PersonalStep() {
  return (
    <>
      <DateField name="persoonsgegevens.dateOfBirth" label="Geboortedatum" />
      <TextField name="persoonsgegevens.placeOfBirth" label="Geboorteplaats" />
      <SelectField name="persoonsgegevens.gender" label="Geslacht" options={GENDERS} />
    </>
  );
}

export const GENDER_LABELS: Record<string, string> = Object.fromEntries(
  GENDERS.map((gender) => [gender.value, gender.label]),
);
