import { Card, plainButtonClass } from '@portal/shared/ui';

export interface EmployerLinkRequest {
  uuid: string;
  companyName: string;
}

/**
 * Employers waiting for the professional's answer, each with 'Bevestigen' and 'Weigeren'. Plain HTML
 * (no antd): the overview, which shows it too, loads no antd (issue 8). Nothing without requests.
 */
export function EmployerLinkRequestList({
  requests,
  busy,
  onAnswer,
}: {
  requests: readonly EmployerLinkRequest[];
  busy: boolean;
  onAnswer: (linkUuid: string, answer: 'confirm' | 'decline') => void;
}) {
  if (requests.length === 0) return null;
  return (
    <div style={{ marginTop: 16 }}>
      <Card title="Koppelverzoeken van werkgevers" titleId="employer-requests-title">
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {requests.map((link) => (
            <li key={link.uuid}>
              <p>
                {link.companyName} wil aan je gekoppeld worden. Je werkgever ziet dan je naam,
                registratienummer, kamer, registratie en tot wanneer die geldt.
              </p>
              <p style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                <button
                  type="button"
                  className={plainButtonClass('primary')}
                  aria-label={`Bevestigen: koppeling met ${link.companyName}`}
                  disabled={busy}
                  onClick={() => onAnswer(link.uuid, 'confirm')}
                >
                  Bevestigen
                </button>
                <button
                  type="button"
                  className={plainButtonClass()}
                  aria-label={`Weigeren: koppeling met ${link.companyName}`}
                  disabled={busy}
                  onClick={() => onAnswer(link.uuid, 'decline')}
                >
                  Weigeren
                </button>
              </p>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
