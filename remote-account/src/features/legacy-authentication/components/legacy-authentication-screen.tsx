import { useState } from 'react';
import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { useRemoteProps } from '@portal/shared/remote';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { FormStatus } from '@portal/shared/forms/plain';
import { useConfirmLegacyAuthorization } from '../api/confirm-legacy-authorization';

/** Legacy autorisatie: the user confirms access to the dossier from the old portal. */
export default function LegacyAuthenticationScreen() {
  const { navigation } = useRemoteProps();
  const { run, loading } = useConfirmLegacyAuthorization();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const confirm = async () => {
    setResult(null);
    const outcome = await run({});
    const answer = outcome.data?.confirmLegacyAuthorization;
    if (answer?.status === 'OK') {
      // The drawer and guards read the session: re-read it so the old dossier shows up.
      await navigation.reinitialize();
      return setResult({ ok: true, text: answer.message ?? 'Je hebt toestemming gegeven.' });
    }
    setResult({ ok: false, text: answer?.message ?? GENERIC_FAILURE });
  };

  return (
    <div className="portal-card">
      <h1>Toegang tot je oude dossier</h1>
      <p>
        Je gegevens uit het vorige portaal staan in je oude dossier. Bevestig dat je deze gegevens in het
        vernieuwde portaal wilt inzien.
      </p>
      <FormStatus
        error={result && !result.ok ? result.text : null}
        status={result?.ok ? result.text : null}
      />
      {result?.ok ? (
        <p>
          <Link to={hrefFor('dashboard')}>Naar het overzicht</Link>
        </p>
      ) : (
        <button
          type="button"
          className="portal-button portal-button--primary"
          onClick={confirm}
          disabled={loading}
          aria-busy={loading}
        >
          {loading ? 'Laden...' : 'Toestemming geven'}
        </button>
      )}
    </div>
  );
}
