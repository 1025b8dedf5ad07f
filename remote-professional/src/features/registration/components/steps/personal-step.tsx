import { DateField, SelectField, TextField } from '@portal/shared/forms';

const GENDERS = [
  { value: 'man', label: 'Man' },
  { value: 'vrouw', label: 'Vrouw' },
  { value: 'anders', label: 'Anders' },
];

/**
 * The year a birth date's calendar opens on: a professional's plausible age (35), so its page of 20
 * years holds the likeliest years and a year such as 1988 is two clicks away (the year, then 1988).
 */
export const birthCalendarYear = (today: Date = new Date()): number => today.getFullYear() - 35;

/** Step 2: what the register needs besides the profile's name and address. */
export function PersonalStep() {
  return (
    <>
      <DateField
        name="persoonsgegevens.dateOfBirth"
        label="Geboortedatum"
        extra="DD-MM-JJJJ, bijvoorbeeld 14-03-1988"
        initialYear={birthCalendarYear()}
        initialMonth={1}
      />
      <TextField name="persoonsgegevens.placeOfBirth" label="Geboorteplaats" />
      <SelectField name="persoonsgegevens.gender" label="Geslacht" options={GENDERS} />
    </>
  );
}

export const GENDER_LABELS: Record<string, string> = Object.fromEntries(
  GENDERS.map((gender) => [gender.value, gender.label]),
);
