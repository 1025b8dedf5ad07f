import { useState } from 'react';
import { Space } from 'antd';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { useFocusRequest } from '@portal/shared/forms/plain';
import { Card, ScreenScope } from '@portal/shared/ui';
import { QueryContent } from '../../../components/query-content';
import { useDirectDebitMandate } from '../api/direct-debit-mandate-query';
import { MandateDetails } from './mandate-details';
import { MandateForm } from './mandate-form';
import { NextYearlyInvoice } from './next-yearly-invoice';

function DirectDebitContent() {
  const query = useDirectDebitMandate();
  const { refetch } = query;
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
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
      <QueryContent
        query={query}
        error={result && !result.ok ? result.text : null}
        status={result?.ok ? result.text : null}
      >
        {({ directDebitMandate: mandate, nextYearlyInvoice }) => (
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <Card title={mandate ? 'Je machtiging' : 'Nieuwe machtiging'} headingRef={heading}>
              {mandate ? (
                <MandateDetails mandate={mandate} onRevoked={afterRevoking} />
              ) : (
                <MandateForm onSigned={afterSigning} />
              )}
            </Card>
            <Card title="Je volgende jaarfactuur" titleId="next-invoice-title">
              <NextYearlyInvoice invoice={nextYearlyInvoice} />
            </Card>
          </Space>
        )}
      </QueryContent>
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
