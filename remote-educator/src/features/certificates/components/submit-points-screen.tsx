import { useRef, useState } from 'react';
import { FormStatus, InputField, focusElement } from '@portal/shared/forms/plain';
import { participantListLines, parseParticipantList } from '@portal/shared/csv';
import { formatDate } from '@portal/shared/format';
import { Link, useNavigate, useSearchParams } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { Button, Card, QueryContent } from '@portal/shared/ui';
import { useAwardableSessions, type AwardableSession } from '../api/awardable-sessions-query';
import { useCheckParticipantPoints, type CheckedList } from '../api/check-participant-points';
import { keepPendingAward } from '../utils/checked-list-store';
import { CheckedRows } from './checked-rows';
import { ParticipantFileField } from './participant-file-field';
import './submit-points-screen.css';

function sessionLabel(session: AwardableSession): string {
  const where = session.isOnline ? 'online' : (session.location ?? '');
  return `${session.accreditationTitle}: ${formatDate(session.startsOn)} tot ${formatDate(session.endsOn)}, ${where}`;
}

/** What 'Deelnemer toevoegen' says on a field left empty: at the field, where the fix is made. */
const ADD_ONE_MISSING = {
  number: 'Vul een registratienummer in.',
  lastName: 'Vul een achternaam in.',
} as const;

type AddOneErrors = Partial<Record<keyof typeof ADD_ONE_MISSING, string>>;

function PointsForm({ sessions }: { sessions: readonly AwardableSession[] }) {
  const navigate = useNavigate();
  const check = useCheckParticipantPoints();
  // The overview links a session that waits for points with ?sessie=<uuid>.
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('sessie');
  const [sessionUuid, setSessionUuid] = useState<string | undefined>(
    sessions.find((item) => item.uuid === asked)?.uuid ?? sessions[0]?.uuid,
  );
  const [text, setText] = useState('');
  const [number, setNumber] = useState('');
  const [lastName, setLastName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [addOneErrors, setAddOneErrors] = useState<AddOneErrors>({});
  const [result, setResult] = useState<{ check: CheckedList; lines: string[] } | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const session = sessions.find((item) => item.uuid === sessionUuid) ?? null;

  const addOne = () => {
    const missing: AddOneErrors = {
      ...(number.trim() ? {} : { number: ADD_ONE_MISSING.number }),
      ...(lastName.trim() ? {} : { lastName: ADD_ONE_MISSING.lastName }),
    };
    setAddOneErrors(missing);
    if (missing.number || missing.lastName) {
      // Focus on the first empty field reads its label and its error (aria-describedby) aloud.
      document.getElementById(missing.number ? 'points-number' : 'points-last-name')?.focus();
      return;
    }
    setText(
      (current) => `${current.trimEnd()}${current.trim() ? '\n' : ''}${number.trim()};${lastName.trim()}`,
    );
    setNumber('');
    setLastName('');
  };

  const readFile = async (file: File) => {
    setText(await file.text());
    setResult(null);
  };

  const runCheck = async () => {
    setError(null);
    setResult(null);
    // The one-by-one fields' complaints are about 'Deelnemer toevoegen', not about the list checked now.
    setAddOneErrors({});
    if (!session) {
      setError('Kies een accreditatie en sessie.');
      return;
    }
    const parsed = parseParticipantList(text);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    const lines = participantListLines(text);
    const outcome = await check.run({ sessionUuid: session.uuid, list: lines });
    const message = Object.values(outcome.fieldErrors).flat()[0];
    if (message || !outcome.data) {
      setError(message ?? 'Het controleren is niet gelukt. Probeer het opnieuw.');
      return;
    }
    setResult({ check: outcome.data.checkParticipantPoints, lines });
    requestAnimationFrame(() => focusElement(resultRef.current));
  };

  const proceed = () => {
    if (!session || !result) return;
    keepPendingAward({ session, lines: result.lines, check: result.check });
    void navigate(hrefFor('educationSession', { type: 'lijst' }));
  };

  return (
    <>
      <Card title="Sessie" titleId="points-session-title">
        <div className="portal-field">
          <label htmlFor="points-session">Accreditatie en sessie</label>
          <select
            id="points-session"
            className="portal-input portal-points-session"
            autoComplete="off"
            value={sessionUuid}
            onChange={(event) => {
              setSessionUuid(event.target.value);
              setResult(null);
            }}
          >
            {sessions.map((item) => (
              <option key={item.uuid} value={item.uuid}>
                {sessionLabel(item)}
              </option>
            ))}
          </select>
        </div>
        {session && (
          <>
            <p>
              {session.points} punten per deelnemer. Punten invoeren kan tot en met{' '}
              {formatDate(session.pointsEntryDeadline)}.
            </p>
            <p>
              <Link to={hrefFor('updateEducationSession', { uuid: session.uuid, step: 'sessie' })}>
                Sessie en toekenningen corrigeren
              </Link>
            </p>
          </>
        )}
      </Card>
      <Card title="Deelnemers" titleId="points-participants-title">
        <p>
          Voer per deelnemer het registratienummer en de achternaam in: één voor één, door een lijst te
          plakken uit Excel (gescheiden door tabs of puntkomma&apos;s, met of zonder kopregel) of door een
          CSV-bestand te kiezen. Ten hoogste 5.000 regels en 1 MB.
        </p>
        <InputField
          id="points-number"
          label="Registratienummer"
          inputMode="numeric"
          autoComplete="off"
          value={number}
          errors={addOneErrors.number ? [addOneErrors.number] : []}
          onChange={(event) => {
            setNumber(event.target.value);
            setAddOneErrors(({ number: _filled, ...rest }) => rest);
          }}
        />
        <InputField
          id="points-last-name"
          label="Achternaam"
          autoComplete="off"
          value={lastName}
          errors={addOneErrors.lastName ? [addOneErrors.lastName] : []}
          onChange={(event) => {
            setLastName(event.target.value);
            setAddOneErrors(({ lastName: _filled, ...rest }) => rest);
          }}
        />
        <p>
          <Button onClick={addOne}>Deelnemer toevoegen</Button>
        </p>
        <div className="portal-field">
          <label htmlFor="points-list">Lijst met deelnemers</label>
          <textarea
            id="points-list"
            className="portal-input"
            rows={8}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setResult(null);
            }}
          />
        </div>
        <ParticipantFileField onFile={(file) => void readFile(file)} />
        <FormStatus error={error} />
        <Button kind="primary" busy={check.loading} onClick={runCheck}>
          Controleren
        </Button>
      </Card>
      {result && (
        <Card title="Resultaat van de controle" titleId="points-result-title" headingRef={resultRef}>
          <p role="status">
            {result.check.validCount} geldig, {result.check.rejectedCount} afgekeurd. Er is nog niets
            opgeslagen.
          </p>
          <CheckedRows rows={result.check.rows} />
          <p>
            <Button kind="primary" onClick={proceed} disabled={result.check.validCount === 0}>
              Doorgaan naar toekennen
            </Button>
          </p>
        </Card>
      )}
    </>
  );
}

/**
 * Punten invoeren: a session of an approved accreditation, participants, and 'Controleren'. Plain
 * controls, no antd (decision 0035): the provider's busy page draws without antd's form stack.
 */
export default function SubmitPointsScreen() {
  const query = useAwardableSessions();
  return (
    <section aria-labelledby="submit-points-title">
      <h1 id="submit-points-title">Punten invoeren</h1>
      <QueryContent query={query} isEmpty={(data) => data.educatorAwardableSessions.length === 0}>
        {(data) => <PointsForm sessions={data.educatorAwardableSessions} />}
      </QueryContent>
    </section>
  );
}
