import { useState } from 'react';
import { formatDate } from '@portal/shared/format';
import { FormStatus } from '@portal/shared/forms/plain';
import { useRemoteProps } from '@portal/shared/remote';
import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { Card, ScreenScope } from '@portal/shared/ui';
import { QueryContent } from '../../../components/query-content';
import { useNipNvoRound, type NipNvoRound } from '../api/nip-nvo-proof-query';
import { useSubmitNipNvoProof } from '../api/submit-nip-nvo-proof';
import { NipNvoProofForm } from './nip-nvo-proof-form';
import { NipNvoProofSummary } from './nip-nvo-proof-summary';
import {
  NIP_NVO_NO_ROUND,
  NIP_NVO_NOT_AVAILABLE,
  NIP_NVO_SUBMITTED,
  NIP_NVO_TITLE,
  NIP_NVO_WITH_ACTIVITIES,
} from './nip-nvo-texts';
import './nip-nvo-proof.css';

function Explanation({ round }: { round: NipNvoRound }) {
  return (
    <div className="nip-nvo-explanation">
      <Card title="Zo werkt het">
        <p>
          Sta je als gedragswetenschapper ingeschreven bij het NIP of de NVO, en is die registratie nog
          geldig? Dan kun je je herregistratie afronden met het bewijs daarvan, in plaats van je activiteiten
          op te geven.
        </p>
        <p>Dit kan tot en met {formatDate(round.deadline)}.</p>
      </Card>
    </div>
  );
}

function RoundContent({ round, onSubmitted }: { round: NipNvoRound; onSubmitted: () => Promise<void> }) {
  const submit = useSubmitNipNvoProof();
  if (!round.offersNipNvoProof) return <p>{NIP_NVO_NOT_AVAILABLE}</p>;
  if (round.nipNvoProof) return <NipNvoProofSummary round={round} proof={round.nipNvoProof} />;
  if (round.statusEnum.value !== 'ongoing') return <p>{NIP_NVO_WITH_ACTIVITIES}</p>;
  return (
    <>
      <Explanation round={round} />
      <NipNvoProofForm
        onSubmit={async (input) => {
          const outcome = await submit.run({ uuid: round.uuid, input });
          if (Object.keys(outcome.fieldErrors).length > 0) return outcome.fieldErrors;
          if (outcome.failed || !outcome.data?.submitNipNvoProof) throw new Error('submitNipNvoProof failed');
          await onSubmitted();
          return undefined;
        }}
      />
    </>
  );
}

function NipNvoContent() {
  const query = useNipNvoRound();
  const { navigation } = useRemoteProps();
  const [status, setStatus] = useState<string | null>(null);

  // The drawer's edit item follows the round: re-read the session with it.
  const onSubmitted = async () => {
    setStatus(NIP_NVO_SUBMITTED);
    await Promise.all([query.refetch(), navigation.reinitialize()]);
  };

  return (
    <section aria-labelledby="nip-nvo-title">
      <h1 id="nip-nvo-title">{NIP_NVO_TITLE}</h1>
      <p>
        <Link to={hrefFor('reRegistration')}>Terug naar je herregistratie</Link>
      </p>
      <FormStatus error={null} status={status} />
      <QueryContent query={query}>
        {(data) =>
          data.reRegistration ? (
            <RoundContent round={data.reRegistration} onSubmitted={onSubmitted} />
          ) : (
            <p>{NIP_NVO_NO_ROUND}</p>
          )
        }
      </QueryContent>
    </section>
  );
}

/**
 * Herregistratie afronden met NIP- of NVO-bewijs (`/herregistratie-afronden-met-nip-of-nvo-bewijs`):
 * a gedragswetenschapper with a current NIP or NVO registration submits the round with its proof
 * instead of activities; read-only once submitted.
 */
export default function NipNvoProofScreen() {
  return (
    <ScreenScope>
      <NipNvoContent />
    </ScreenScope>
  );
}
