import { useState } from 'react';
import { Alert, Card, Skeleton, Space } from 'antd';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { FormStatus } from '@portal/shared/forms/plain';
import { ScreenScope } from '@portal/shared/ui';
import { useDirectDebitMandate } from '../api/direct-debit-mandate-query';
import { MandateDetails } from './mandate-details';
import { MandateForm } from './mandate-form';
import { NextYearlyInvoice } from './next-yearly-invoice';

function DirectDebitContent() {
  const { data, loading, failed, refetch } = useDirectDebitMandate();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const mandate = data?.directDebitMandate ?? null;

  const afterSigning = async () => {
    await refetch();
    setResult({ ok: true, text: 'Je machtiging voor automatische incasso is afgegeven.' });
  };
  const afterRevoking = async (ok: boolean) => {
    if (ok) await refetch();
    setResult(ok ? { ok, text: 'Je machtiging is ingetrokken.' } : { ok, text: GENERIC_FAILURE });
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
      {loading && !data && <Skeleton active aria-label="Laden..." />}
      {!loading && failed && !data && (
        <Alert
          type="error"
          showIcon
          title="Je gegevens konden niet worden geladen. Probeer het later opnieuw."
        />
      )}
      {data && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Card title={mandate ? 'Je machtiging' : 'Machtiging afgeven'}>
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
