import { useState } from 'react';
import { Button, Input } from 'antd';
import { NO_DATA } from '../../../components/no-data';
import { useEmployerOptions } from '../api/employer-options-query';

/**
 * Start a link by choosing the employer: search by name or KvK number on the api (at least two
 * characters), then 'Koppelen' beside the right one. The choice is the professional's confirmation.
 */
export function ChooseEmployer({
  busy,
  onChoose,
}: {
  busy: boolean;
  onChoose: (companyUuid: string, name: string) => Promise<void>;
}) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const options = useEmployerOptions(search);
  const results = search.trim().length >= 2 ? (options.data?.employerOptions ?? null) : null;
  return (
    <>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed.trim());
        }}
        style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'flex-end' }}
      >
        <div style={{ flex: '1 1 12rem' }}>
          <label htmlFor="employer-search">Naam of KvK-nummer van je werkgever</label>
          <Input id="employer-search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </div>
        <Button htmlType="submit" loading={options.loading && search.length >= 2}>
          Zoeken
        </Button>
      </form>
      {results ? (
        <div aria-live="polite">
          {results.length === 0 ? (
            <p>{NO_DATA}</p>
          ) : (
            <ul style={{ listStyle: 'none', padding: 0 }}>
              {results.map((option) => (
                <li
                  key={option.uuid}
                  style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <span>
                    {option.name}
                    {option.kvkNumber ? ` (KvK ${option.kvkNumber})` : ''}
                  </span>
                  <Button
                    aria-label={`Koppelen met ${option.name}`}
                    disabled={busy}
                    onClick={() => void onChoose(option.uuid, option.name)}
                  >
                    Koppelen
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </>
  );
}
