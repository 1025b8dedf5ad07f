import type { InputHTMLAttributes } from 'react';
import { InputField } from '@portal/shared/forms/plain';
import type { CreateAccountInput } from '../api/create-account';

type TextKey = Exclude<
  keyof CreateAccountInput,
  'type' | 'acceptTerms' | 'password' | 'passwordConfirmation'
>;

interface FieldSpec {
  name: TextKey;
  label: string;
  input?: InputHTMLAttributes<HTMLInputElement>;
}

export const PERSONAL_FIELDS: readonly FieldSpec[] = [
  { name: 'initials', label: 'Voorletters', input: { autoComplete: 'off' } },
  { name: 'firstName', label: 'Voornaam', input: { autoComplete: 'given-name' } },
  { name: 'infix', label: 'Tussenvoegsel (optioneel)', input: { autoComplete: 'additional-name' } },
  { name: 'lastName', label: 'Achternaam', input: { autoComplete: 'family-name' } },
  { name: 'email', label: 'E-mailadres', input: { type: 'email', autoComplete: 'email' } },
  { name: 'phone', label: 'Telefoonnummer (optioneel)', input: { type: 'tel', autoComplete: 'tel' } },
];

export const ORGANISATION_FIELDS: readonly FieldSpec[] = [
  { name: 'jobTitle', label: 'Functie', input: { autoComplete: 'organization-title' } },
  { name: 'organisationName', label: 'Naam organisatie', input: { autoComplete: 'organization' } },
  { name: 'kvkNumber', label: 'KvK-nummer', input: { inputMode: 'numeric', maxLength: 8 } },
];

interface AccountFieldsProps {
  fields: readonly FieldSpec[];
  values: CreateAccountInput;
  errors: Record<string, string[]>;
  onChange: (name: TextKey, value: string) => void;
  readOnly?: Partial<Record<TextKey, boolean>>;
}

/** Text inputs of the account form, each labelled and with its errors linked. */
export function AccountFields({ fields, values, errors, onChange, readOnly = {} }: AccountFieldsProps) {
  return (
    <>
      {fields.map((field) => (
        <InputField
          key={field.name}
          id={`create-account-${field.name}`}
          label={field.label}
          value={values[field.name] ?? ''}
          onChange={(event) => onChange(field.name, event.target.value)}
          errors={errors[field.name] ?? []}
          readOnly={readOnly[field.name]}
          {...field.input}
        />
      ))}
    </>
  );
}
