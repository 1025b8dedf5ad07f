import { useState } from 'react';
import { Alert, Card, Space } from 'antd';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { FormStatus, useFocusRequest } from '@portal/shared/forms/plain';
import { LoadingSkeleton, ScreenScope } from '@portal/shared/ui';
import { useDirectDebitMandate } from '../api/direct-debit-mandate-query';
import { MandateDetails } from './mandate-details';
import { MandateForm } from './mandate-form';
import { NextYearlyInvoice } from './next-yearly-invoice';

function DirectDebitContent() {
  const { data, loading, failed, refetch } = useDirectDebitMandate();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const mandate = data?.directDebitMandate ?? null;
  // Signing replaces the form by the mandate and revoking the reverse: the control that had focus is
  // gone, so focus moves to the heading of what took its place, and the result is announced.
  const [heading, focusHeading] = useFocusRequest<HTMLHeadingElement>();

  const afterSigning = async () => {
    await refetch();
    setResult({ ok: true, text: 'Je machtiging voor automatische incasso is afgegeven.' });
    focusHeading();
  };
  const afterRevoking = async (ok: boolean) => {
    if (ok) await refetch();
    setResult(ok ? { ok, text: 'Je machtiging is ingetrokken.' } : { ok, text: GENERIC_FAILURE });
    if (ok) focusHeading();
  };

  return (
    <section aria-labelledby="direct-debit-title">
      <h1 id="direct-debit-title">Automatische incasso</h1>
      <p>
        Met een machtiging voor automatische incasso schrijven we je jaarlijkse registratiebijdrage af van je
        rekening, met korting.
      </p>
      <FormStatus
        error={result && !result.ok ? result.text : null}
        status={result?.ok ? result.text : null}
      />
      {loading && !data && <LoadingSkeleton />}
      {!loading && failed && !data && (
        <Alert
          type="error"
          showIcon
          title="Je gegevens konden niet worden geladen. Probeer het later opnieuw."
        />
      )}
      {data && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Card
            title={
              <h2 ref={heading} style={{ fontSize: 'inherit', margin: 0 }}>
                {mandate ? 'Je machtiging' : 'Nieuwe machtiging'}
              </h2>
            }
          >
            {mandate ? (
              <MandateDetails mandate={mandate} onRevoked={afterRevoking} />
            ) : (
              <MandateForm onSigned={afterSigning} />
            )}
          </Card>
          <Card>
            <NextYearlyInvoice invoice={data.nextYearlyInvoice} />
          </Card>
        </Space>
      )}
    </section>
  );
}

/** Automatische incasso: sign a SEPA mandate, see it, revoke it; and what the next invoice will be. */
export default function DirectDebitScreen() {
  return (
    <ScreenScope>
      <DirectDebitContent />
    </ScreenScope>
  );
}
