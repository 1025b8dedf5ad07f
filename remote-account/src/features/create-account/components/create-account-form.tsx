import { useState, type FormEvent } from 'react';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { ChoiceInput, ErrorSummary, FormStatus, SubmitButton } from '@portal/shared/forms/plain';
import { REGISTER_LINKS } from '@portal/shared/options';
import { checkPasswordStrength, PasswordFields } from '@portal/shared/forms/password';
import { useCreateAccount, type AccountType, type CreateAccountInput } from '../api/create-account';
import type { Invitation } from '../api/invitation';
import { checkCreateAccount, organisationFields } from '../utils/check-create-account';
import { AccountFields, ORGANISATION_FIELDS, PERSONAL_FIELDS } from './account-fields';

export const CHECK_MAIL =
  'We hebben je een e-mail gestuurd. Klik op de link daarin om je account te activeren; daarna kun je inloggen.';
export const CHECK_FIELDS = 'Niet alle velden zijn goed ingevuld. Controleer de gemarkeerde velden.';

const FIELD_IDS: Record<string, string> = {
  passwordConfirmation: 'create-account-password-confirmation',
  acceptTerms: 'create-account-accept-terms',
};
const fieldId = (name: string) => FIELD_IDS[name] ?? `create-account-${name}`;

interface CreateAccountFormProps {
  type: AccountType;
  invitation?: { token: string; details: Invitation } | null;
  /** The account is made (or the address was taken: the api answers alike): tell the user to check their mail. */
  onCreated: (message: string) => void;
}

const emptyInput = (type: AccountType, email: string): CreateAccountInput => ({
  type,
  email,
  password: '',
  passwordConfirmation: '',
  initials: '',
  firstName: '',
  infix: '',
  lastName: '',
  phone: '',
  jobTitle: '',
  organisationName: '',
  kvkNumber: '',
  acceptTerms: false,
});

/** The account form of one type; an invitation names the organisation, so its fields are hidden. */
export function CreateAccountForm({ type, invitation, onCreated }: CreateAccountFormProps) {
  const { run, loading } = useCreateAccount();
  const [values, setValues] = useState(() => emptyInput(type, invitation?.details.email ?? ''));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Counts failed submits: each one sends focus to the error summary again.
  const [failedSubmits, setFailedSubmits] = useState(0);
  const shown = organisationFields(type, Boolean(invitation));
  const organisation = ORGANISATION_FIELDS.filter((field) => shown[field.name as keyof typeof shown]);
  const visibleFields: string[] = [
    ...[...PERSONAL_FIELDS, ...organisation].map((field) => field.name),
    'password',
    'passwordConfirmation',
    'acceptTerms',
  ];
  const change = (name: keyof CreateAccountInput, value: string | boolean) =>
    setValues((current) => ({ ...current, [name]: value }));

  // In the order of the fields on the page, whatever order the rule table checks them in.
  const summary = visibleFields.flatMap((field) =>
    (errors[field] ?? []).map((message) => ({ fieldId: fieldId(field), message })),
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = checkCreateAccount(values, Boolean(invitation));
    if (Object.keys(found).length === 0) {
      const { email, firstName, lastName } = values;
      Object.assign(found, await checkPasswordStrength(values.password, [email, firstName, lastName]));
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailedSubmits((count) => count + 1);
      return setFailure(CHECK_FIELDS);
    }
    const input: CreateAccountInput = {
      ...values,
      jobTitle: shown.jobTitle ? values.jobTitle : undefined,
      organisationName: shown.organisationName ? values.organisationName : undefined,
      kvkNumber: shown.kvkNumber ? values.kvkNumber : undefined,
      invitationToken: invitation?.token,
    };
    const outcome = await run({ input });
    const answer = outcome.data?.createAccount;
    if (answer?.status === 'CREATED') return onCreated(answer.message ?? CHECK_MAIL);
    // The api names fields as the input does (`input.email` or `email`): both land on the field.
    const fieldErrors = Object.fromEntries(
      Object.entries(outcome.fieldErrors).map(([field, messages]) => [
        field.replace(/^input\./, ''),
        messages,
      ]),
    );
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).some((field) => visibleFields.includes(field))) {
      setFailedSubmits((count) => count + 1);
    }
    // Errors of fields the form does not show (such as a used invitation) go into the alert.
    const hidden = Object.entries(fieldErrors)
      .filter(([field]) => !visibleFields.includes(field))
      .flatMap(([, messages]) => messages);
    if (hidden.length > 0) return setFailure(hidden.join(' '));
    setFailure(Object.keys(fieldErrors).length > 0 ? CHECK_FIELDS : (answer?.message ?? GENERIC_FAILURE));
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Account aanmaken">
      <ErrorSummary title={CHECK_FIELDS} errors={summary} focusKey={failedSubmits} />
      {/* Failures that belong to no field shown; field errors are in the summary above. */}
      <FormStatus error={failure === CHECK_FIELDS ? null : failure} />
      {invitation && (
        <p>
          Je bent uitgenodigd door <strong>{invitation.details.organisationName}</strong>.
        </p>
      )}
      <AccountFields fields={PERSONAL_FIELDS} values={values} errors={errors} onChange={change} />
      <AccountFields fields={organisation} values={values} errors={errors} onChange={change} />
      <PasswordFields
        idPrefix="create-account"
        label="Wachtwoord"
        password={values.password}
        passwordConfirmation={values.passwordConfirmation}
        onChange={change}
        errors={errors}
      />
      <div className="portal-field">
        <ChoiceInput
          type="checkbox"
          id="create-account-accept-terms"
          checked={values.acceptTerms}
          onChange={(event) => change('acceptTerms', event.target.checked)}
          aria-invalid={Boolean(errors.acceptTerms)}
          aria-describedby={errors.acceptTerms ? 'create-account-accept-terms-error' : undefined}
        >
          Ik ga akkoord met de{' '}
          <a href={REGISTER_LINKS.terms} target="_blank" rel="noopener noreferrer">
            algemene voorwaarden
          </a>
        </ChoiceInput>
        {errors.acceptTerms && (
          <div id="create-account-accept-terms-error" className="portal-field-error">
            {errors.acceptTerms.join(' ')}
          </div>
        )}
      </div>
      <SubmitButton loading={loading}>Account aanmaken</SubmitButton>
    </form>
  );
}
