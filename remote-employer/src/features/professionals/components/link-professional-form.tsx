import { useState, type FormEvent } from 'react';
import { FormStatus, InputField, SubmitButton } from '@portal/shared/forms/plain';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { useRequestProfessionalLink } from '../api/request-professional-link';

const REQUIRED = {
  registrationNumber: 'Vul het registratienummer in.',
  lastName: 'Vul de achternaam in.',
};

/**
 * 'Professional koppelen': the registration number and last name of a professional; the api asks
 * them to confirm (every answer alike, so numbers cannot be guessed). The link shows in the list as
 * 'Wacht op bevestiging' until they do.
 */
export function LinkProfessionalForm({ onRequested }: { onRequested: () => void }) {
  const { run, loading } = useRequestProfessionalLink();
  const [registrationNumber, setRegistrationNumber] = useState('');
  const [lastName, setLastName] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    setError(null);
    const missing: Record<string, string[]> = {};
    if (!registrationNumber.trim()) missing.registrationNumber = [REQUIRED.registrationNumber];
    if (!lastName.trim()) missing.lastName = [REQUIRED.lastName];
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      setError('Controleer de gemarkeerde velden.');
      document.getElementById(missing.registrationNumber ? 'link-number' : 'link-last-name')?.focus();
      return;
    }
    const outcome = await run({ registrationNumber: registrationNumber.trim(), lastName: lastName.trim() });
    if (Object.keys(outcome.fieldErrors).length > 0) {
      setErrors(outcome.fieldErrors);
      setError('Controleer de gemarkeerde velden.');
      return;
    }
    const answer = outcome.data?.requestProfessionalLink;
    if (outcome.failed || !answer) {
      setError(GENERIC_FAILURE);
      return;
    }
    if (answer.status === 'THROTTLED') {
      setError(answer.message ?? GENERIC_FAILURE);
      return;
    }
    setStatus(answer.message ?? 'Het verzoek is verstuurd.');
    setRegistrationNumber('');
    setLastName('');
    onRequested();
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="link-professional-title">
      <div className="employer-form-row">
        <InputField
          id="link-number"
          label="Registratienummer"
          value={registrationNumber}
          autoComplete="off"
          inputMode="numeric"
          errors={errors.registrationNumber}
          onChange={(event) => setRegistrationNumber(event.target.value)}
        />
        <InputField
          id="link-last-name"
          label="Achternaam"
          value={lastName}
          autoComplete="off"
          errors={errors.lastName}
          onChange={(event) => setLastName(event.target.value)}
        />
      </div>
      <FormStatus error={error} status={status} />
      <div style={{ maxWidth: 20 * 16 }}>
        <SubmitButton loading={loading}>Koppelverzoek versturen</SubmitButton>
      </div>
    </form>
  );
}
