import { useState, type FormEvent } from 'react';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { ChoiceInput, FormStatus, SubmitButton } from '@portal/shared/forms/plain';
import { Card, QueryContent } from '@portal/shared/ui';
import { DIGEST_OPTIONS, useEmployerDigest, useSetEmployerDigest } from '../api/employer-digest';

function DigestForm({ saved }: { saved: string }) {
  const { run, loading } = useSetEmployerDigest();
  const [frequency, setFrequency] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setStatus(null);
    const outcome = await run({ frequency });
    const answer = outcome.data?.setEmployerDigest;
    if (outcome.failed || !answer) {
      setError(outcome.fieldErrors.frequency?.[0] ?? GENERIC_FAILURE);
      return;
    }
    setStatus(answer.message);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="employer-choices">
        <legend>Hoe vaak wil je deze e-mail krijgen?</legend>
        {DIGEST_OPTIONS.map((option) => (
          <ChoiceInput
            key={option.value}
            type="radio"
            name="digest"
            value={option.value}
            checked={frequency === option.value}
            onChange={() => setFrequency(option.value)}
          >
            {option.label}
          </ChoiceInput>
        ))}
      </fieldset>
      <FormStatus error={error} status={status} />
      <div style={{ maxWidth: 20 * 16 }}>
        <SubmitButton loading={loading}>Opslaan</SubmitButton>
      </div>
    </form>
  );
}

/**
 * 'E-mail met wijzigingen': the signed-in contact person's own choice of a digest of changes among
 * the linked professionals (registration ending within 3 months, expired, suspended, struck off,
 * link ended), each change once.
 */
export function DigestCard() {
  const query = useEmployerDigest();
  return (
    <Card title="E-mail met wijzigingen" titleId="digest-title">
      <p>
        Ontvang een overzicht van wat er veranderde bij je gekoppelde professionals: registraties die binnen 3
        maanden aflopen, verlopen, geschorste en doorgehaalde registraties en beëindigde koppelingen. Elke
        wijziging staat één keer in je e-mail. Deze keuze geldt alleen voor jou.
      </p>
      <QueryContent query={query}>{(data) => <DigestForm saved={data.employerDigest} />}</QueryContent>
    </Card>
  );
}
