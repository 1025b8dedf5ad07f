import { useState, type FormEvent } from 'react';
import { formatDate } from '@portal/shared/format';
import { FormStatus, InputField, SubmitButton } from '@portal/shared/forms/plain';
import { useSearchParams } from '@portal/shared/router';
import { Card, DescriptionList, QueryContent, type Fact } from '@portal/shared/ui';
import { usePublicRegister, type PublicRegisterEntry } from '../api/public-register-query';

const MISSING = 'Vul een registratienummer in, of een achternaam.';

function periodText(measure: NonNullable<PublicRegisterEntry['measure']>): string {
  if (measure.startsAt && measure.endsAt)
    return `${measure.label}, van ${formatDate(measure.startsAt)} tot en met ${formatDate(measure.endsAt)}`;
  if (measure.startsAt) return `${measure.label}, sinds ${formatDate(measure.startsAt)}`;
  return measure.label;
}

function factsOf(entry: PublicRegisterEntry): Fact[] {
  return [
    { key: 'number', label: 'Registratienummer', children: entry.registrationNumber },
    { key: 'status', label: 'Status', children: entry.status },
    { key: 'chamber', label: 'Kamer', children: entry.chamber },
    { key: 'target', label: 'Beroep', children: entry.target },
    {
      key: 'registered',
      label: 'Registratiedatum',
      children: entry.registeredOn ? formatDate(entry.registeredOn) : null,
    },
    { key: 'measure', label: 'Maatregel', children: entry.measure ? periodText(entry.measure) : 'Geen' },
  ];
}

/**
 * Openbaar register (`/register`, public): check a professional by registration number, or by last
 * name and town. The search lives in the URL, so a result can be linked and back restores it.
 */
export default function PublicRegisterScreen() {
  const [params, setParams] = useSearchParams();
  const asked = {
    registrationNumber: params.get('nummer')?.trim() || null,
    lastName: params.get('achternaam')?.trim() || null,
    town: params.get('woonplaats')?.trim() || null,
  };
  const searching = Boolean(asked.registrationNumber || asked.lastName);
  const query = usePublicRegister(searching ? asked : null);
  const [number, setNumber] = useState(asked.registrationNumber ?? '');
  const [lastName, setLastName] = useState(asked.lastName ?? '');
  const [town, setTown] = useState(asked.town ?? '');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!number.trim() && !lastName.trim()) {
      setError(MISSING);
      document.getElementById('register-number')?.focus();
      return;
    }
    setError(null);
    const next = new URLSearchParams();
    if (number.trim()) next.set('nummer', number.trim());
    else {
      next.set('achternaam', lastName.trim());
      if (town.trim()) next.set('woonplaats', town.trim());
    }
    setParams(next);
  }

  const result = query.data?.publicRegister;
  return (
    <section aria-labelledby="register-title">
      <h1 id="register-title">Openbaar register</h1>
      <p>
        Controleer of een jeugdprofessional geregistreerd is. Zoek op registratienummer, of op achternaam en
        eventueel woonplaats. Je ziet alleen wat openbaar is: naam, registratienummer, kamer en beroep,
        status, registratiedatum en een lopende maatregel.
      </p>
      {/* As wide as the account pages' card: a search field across a 1280 px screen read as unfinished. */}
      <form
        role="search"
        aria-label="Zoeken in het register"
        onSubmit={submit}
        noValidate
        style={{ maxWidth: 440 }}
      >
        <InputField
          id="register-number"
          label="Registratienummer"
          value={number}
          inputMode="numeric"
          autoComplete="off"
          onChange={(event) => setNumber(event.target.value)}
        />
        <p>Of zoek op naam:</p>
        <InputField
          id="register-last-name"
          label="Achternaam"
          value={lastName}
          autoComplete="off"
          onChange={(event) => setLastName(event.target.value)}
        />
        <InputField
          id="register-town"
          label="Woonplaats (niet verplicht)"
          value={town}
          autoComplete="off"
          onChange={(event) => setTown(event.target.value)}
        />
        <FormStatus error={error ?? (result?.throttled ? result.message : null)} />
        <SubmitButton loading={query.loading && searching}>Zoeken</SubmitButton>
      </form>
      {searching ? (
        <section aria-labelledby="register-results-title" style={{ marginTop: 24 }}>
          <h2 id="register-results-title">Resultaten</h2>
          <QueryContent
            query={query}
            isEmpty={(data) => data.publicRegister.throttled || data.publicRegister.entries.length === 0}
          >
            {(data) => (
              <>
                <p role="status">
                  {data.publicRegister.totalCount === 1
                    ? '1 professional gevonden.'
                    : `${data.publicRegister.totalCount} professionals gevonden.`}
                </p>
                {data.publicRegister.entries.map((entry) => (
                  <div key={entry.registrationNumber} style={{ marginBottom: 16 }}>
                    <Card title={entry.name}>
                      <DescriptionList items={factsOf(entry)} />
                    </Card>
                  </div>
                ))}
              </>
            )}
          </QueryContent>
        </section>
      ) : null}
    </section>
  );
}
