import { useState } from 'react';
import { Button, Modal } from 'antd';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { formatMoneyFromCents } from '@portal/shared/format';
import { FormStatus } from '@portal/shared/forms/plain';
import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { useOrderReplacementCard } from '../api/order-replacement-card';
import { useReplacementCardFee } from '../api/replacement-card-fee-query';
import { WRAPPING_BUTTON } from './wrapping-button';

/**
 * Ordering a new physical card: it costs money, so a dialog asks first; the order is an open
 * invoice, paid on the payment page.
 */
export function ReplacementCardOrder() {
  const fee = useReplacementCardFee();
  const { run, loading } = useOrderReplacementCard();
  const [asking, setAsking] = useState(false);
  const [invoiceUuid, setInvoiceUuid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const amount = formatMoneyFromCents(fee.data?.replacementCardFeeCents);

  const order = async () => {
    setError(null);
    const outcome = await run({});
    setAsking(false);
    const uuid = outcome.data?.orderReplacementCard.invoiceUuid;
    if (!uuid) return setError(Object.values(outcome.fieldErrors).flat()[0] ?? GENERIC_FAILURE);
    setInvoiceUuid(uuid);
  };

  return (
    <section aria-labelledby="replacement-card-title">
      <h2 id="replacement-card-title">Nieuwe registerpas bestellen</h2>
      <p>
        Ben je je pas kwijt of is hij beschadigd? Bestel dan een nieuwe pas
        {amount ? ` voor ${amount}` : ''}. Je krijgt hiervoor een factuur.
      </p>
      <FormStatus
        error={error}
        status={
          invoiceUuid ? (
            <>
              Je nieuwe registerpas is besteld. Betaal de factuur{amount ? ` van ${amount}` : ''}, dan sturen
              we de pas op. <Link to={hrefFor('payment', { uuid: invoiceUuid })}>Factuur betalen</Link>
            </>
          ) : null
        }
      />
      {!invoiceUuid && (
        <Button onClick={() => setAsking(true)} style={WRAPPING_BUTTON}>
          Nieuwe registerpas bestellen
        </Button>
      )}
      <Modal
        open={asking}
        title="Nieuwe registerpas bestellen?"
        okText="Bestellen"
        cancelText="Annuleren"
        confirmLoading={loading}
        onOk={() => void order()}
        onCancel={() => setAsking(false)}
      >
        <p>
          Je bestelt een nieuwe registerpas{amount ? ` voor ${amount}` : ''}. Je oude pas blijft geldig tot de
          nieuwe er is. Je krijgt hiervoor een factuur.
        </p>
      </Modal>
    </section>
  );
}
