import { useEffect, useRef, useState } from 'react';
import { FormStatus } from '@portal/shared/forms/plain';
import { downloadCsv } from '@portal/shared/csv';
import { formatDate } from '@portal/shared/format';
import { Link, useNavigate } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { Button, Card, DescriptionList, ScreenScope } from '@portal/shared/ui';
import { useAwardParticipantPoints, type AwardReceipt } from '../api/award-participant-points';
import type { CheckedRow } from '../api/check-participant-points';
import { dropPendingAward, pendingAward } from '../utils/checked-list-store';
import { CheckedRows } from './checked-rows';

function downloadReceipt(receipt: AwardReceipt, title: string) {
  downloadCsv<CheckedRow>(`ontvangstbewijs-punten-${receipt.sessionUuid}.csv`, receipt.rows, [
    { title: 'Regel', value: (row) => row.line },
    { title: 'Registratienummer', value: (row) => row.registrationNumber },
    { title: 'Achternaam', value: (row) => row.lastName },
    { title: 'Scholing', value: () => title },
    { title: 'Resultaat', value: (row) => (row.status === 'valid' ? 'Toegekend' : row.message) },
  ]);
}

function AwardPointsContent() {
  const navigate = useNavigate();
  const award = useAwardParticipantPoints();
  const [pending] = useState(pendingAward);
  const [receipt, setReceipt] = useState<AwardReceipt | null>(null);
  const [error, setError] = useState<string | null>(null);
  const receiptRef = useRef<HTMLHeadingElement>(null);
  // Once the receipt is on the page (not in a frame that may come before it is drawn): focus on its heading.
  useEffect(() => {
    if (receipt) receiptRef.current?.focus();
  }, [receipt]);

  if (!pending) {
    return (
      <p>
        Er is geen gecontroleerde lijst om toe te kennen.{' '}
        <Link to={hrefFor('submitPoints')}>Ga naar Punten invoeren</Link>.
      </p>
    );
  }
  const { session, check, lines } = pending;

  const run = async () => {
    setError(null);
    const outcome = await award.run({ sessionUuid: session.uuid, list: lines });
    const message = Object.values(outcome.fieldErrors).flat()[0];
    if (message || !outcome.data) {
      setError(message ?? 'Het toekennen is niet gelukt. Er is niets opgeslagen; probeer het opnieuw.');
      return;
    }
    dropPendingAward();
    setReceipt(outcome.data.awardParticipantPoints);
  };

  const cancel = () => {
    dropPendingAward();
    void navigate(hrefFor('submitPoints'));
  };

  if (receipt) {
    const refused = receipt.rows.filter((row) => row.status !== 'valid');
    return (
      <section aria-labelledby="receipt-title">
        <h2 id="receipt-title" ref={receiptRef} tabIndex={-1}>
          Ontvangstbewijs
        </h2>
        <p role="status">
          {receipt.awardedCount} deelnemer(s) hebben {session.points} punten gekregen voor{' '}
          {session.accreditationTitle}. {refused.length} regel(s) niet toegekend.
        </p>
        <CheckedRows rows={receipt.rows} validLabel="Toegekend" />
        <p>
          <Button onClick={() => downloadReceipt(receipt, session.accreditationTitle)}>
            Ontvangstbewijs downloaden (CSV)
          </Button>{' '}
          <Link to={hrefFor('submitPoints')}>Nog een lijst invoeren</Link>
        </p>
        <p>
          <Link to={hrefFor('updateEducationSession', { uuid: session.uuid, step: 'toekenningen' })}>
            Toekenningen van deze sessie corrigeren
          </Link>
        </p>
      </section>
    );
  }

  return (
    <>
      <Card title="Controleren en toekennen" titleId="award-summary-title">
        <DescriptionList
          items={[
            { key: 'course', label: 'Scholing', children: session.accreditationTitle },
            {
              key: 'session',
              label: 'Sessie',
              children: `${formatDate(session.startsOn)} tot ${formatDate(session.endsOn)}, ${
                session.isOnline ? 'online' : (session.location ?? '')
              }`,
            },
            { key: 'points', label: 'Punten per deelnemer', children: String(session.points) },
            { key: 'valid', label: 'Geldige regels', children: String(check.validCount) },
            { key: 'rejected', label: 'Afgekeurde regels', children: String(check.rejectedCount) },
          ]}
        />
        <p>
          Bij toekennen krijgen alle geldige regels in één keer hun punten; afgekeurde regels worden
          overgeslagen. Bij annuleren wordt niets opgeslagen.
        </p>
        <FormStatus error={error} />
        <p>
          <Button kind="primary" busy={award.loading} onClick={run}>
            Punten toekennen
          </Button>{' '}
          <Button onClick={cancel}>Annuleren</Button>
        </p>
      </Card>
      <CheckedRows rows={check.rows} />
    </>
  );
}

/** Punten toekennen: the checked list awarded in one transaction, or cancelled; then the receipt. */
export default function AwardPointsScreen() {
  return (
    <ScreenScope>
      <section aria-labelledby="award-points-title">
        <h1 id="award-points-title">Punten toekennen</h1>
        <AwardPointsContent />
      </section>
    </ScreenScope>
  );
}
