import { useState, type FormEvent } from 'react';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { FormStatus, InputField, SubmitButton } from '@portal/shared/forms/plain';
import { formatDate, formatNumber } from '@portal/shared/format';
import { Card, QueryContent } from '@portal/shared/ui';
import {
  useCompanyStatementRequests,
  useConfirmEmployerStatement,
  type StatementRequest,
} from '../api/statement-requests';
import { parseHours } from '../utils/hours-input';
import './statement-requests.css';

export const NO_REQUESTS = 'Geen gegevens beschikbaar';
const HOURS_MISSING = 'Vul het aantal uren in, bijvoorbeeld 3368.';

/** One request: the professional, the period and the hours, confirmed as they are or corrected. */
function RequestItem({ request, onConfirmed }: { request: StatementRequest; onConfirmed: () => void }) {
  const { run, loading } = useConfirmEmployerStatement();
  const [hours, setHours] = useState(String(request.hours).replace('.', ','));
  const [errors, setErrors] = useState<string[] | undefined>();
  const [error, setError] = useState<string | null>(null);
  const inputId = `statement-hours-${request.uuid}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const value = parseHours(hours);
    if (value === null) {
      setErrors([HOURS_MISSING]);
      setError('Controleer de gemarkeerde velden.');
      document.getElementById(inputId)?.focus();
      return;
    }
    const outcome = await run({ uuid: request.uuid, hours: value });
    const fieldErrors = Object.values(outcome.fieldErrors).flat();
    if (fieldErrors.length > 0) {
      setErrors(outcome.fieldErrors.hours);
      setError(fieldErrors[0] ?? GENERIC_FAILURE);
      return;
    }
    if (outcome.failed || !outcome.data?.confirmEmployerStatement) {
      setError(GENERIC_FAILURE);
      return;
    }
    onConfirmed();
  }

  const titleId = `statement-${request.uuid}`;
  return (
    <li className="employer-statement">
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId}>
        <p id={titleId}>
          <strong>{request.name}</strong>
          {request.registrationNumber ? ` (registratienummer ${request.registrationNumber})` : ''} vraagt je
          de werkervaring te bevestigen: {formatNumber(request.hours)} uur van{' '}
          {formatDate(request.periodFromDate)} tot en met {formatDate(request.periodTillDate)}.
        </p>
        <div className="employer-statement__hours">
          <InputField
            id={inputId}
            label={`Uren werkervaring van ${request.name}`}
            value={hours}
            inputMode="decimal"
            autoComplete="off"
            errors={errors}
            onChange={(event) => setHours(event.target.value)}
          />
        </div>
        <FormStatus error={error} status={null} />
        <div style={{ maxWidth: 20 * 16 }}>
          <SubmitButton loading={loading}>Uren bevestigen</SubmitButton>
        </div>
      </form>
    </li>
  );
}

/**
 * Werkgeversverklaring on the dashboard: linked professionals who ask the company to confirm the
 * work-experience hours of their re-registration; the employee confirms them or corrects and confirms.
 */
export function StatementRequests() {
  const query = useCompanyStatementRequests();
  const [status, setStatus] = useState<string | null>(null);
  return (
    <Card title="Werkgeversverklaringen" titleId="statements-title">
      <FormStatus error={null} status={status} />
      <QueryContent query={query}>
        {(data) =>
          data.companyStatementRequests.length === 0 ? (
            <p>{NO_REQUESTS}</p>
          ) : (
            <ul className="employer-statements">
              {data.companyStatementRequests.map((request) => (
                <RequestItem
                  key={request.uuid}
                  request={request}
                  onConfirmed={() => {
                    setStatus(`De werkervaring van ${request.name} is bevestigd.`);
                    void query.refetch();
                  }}
                />
              ))}
            </ul>
          )
        }
      </QueryContent>
    </Card>
  );
}
