import { useState } from 'react';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { formatMoneyFromCents } from '@portal/shared/format';
import { FormStatus, useFocusRequest } from '@portal/shared/forms/plain';
import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { useOrderReplacementCard } from '../api/order-replacement-card';
import { Button, Card } from '@portal/shared/ui';
import { LazyConfirmDialog } from '../../../components/lazy-confirm-dialog';

export const FEE_UNKNOWN =
  'De prijs van een nieuwe registerpas kon niet worden geladen. Probeer het later opnieuw.';

/**
 * Ordering a new physical card: it costs money, so its price is said first (no price, no order) and
 * a dialog asks before; the order is an open invoice, paid on the payment page. The dialog (antd's
 * Modal) loads when it first opens: Mijn registerpas's first view has no antd (issue 42's busy pages).
 */
export function ReplacementCardOrder({ feeCents }: { feeCents: number | null }) {
  const { run, loading } = useOrderReplacementCard();
  const [asking, setAsking] = useState(false);
  const [invoiceUuid, setInvoiceUuid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The order button goes once ordered: focus moves to the confirmation's payment link.
  const [payLink, focusPayLink] = useFocusRequest<HTMLAnchorElement>();
  const amount = feeCents === null ? null : formatMoneyFromCents(feeCents);

  const order = async () => {
    setError(null);
    const outcome = await run({});
    setAsking(false);
    const uuid = outcome.data?.orderReplacementCard.invoiceUuid;
    if (!uuid) return setError(Object.values(outcome.fieldErrors).flat()[0] ?? GENERIC_FAILURE);
    setInvoiceUuid(uuid);
    focusPayLink();
  };

  return (
    <Card title="Nieuwe registerpas bestellen" titleId="replacement-card-title">
      <p>
        Ben je je pas kwijt of is hij beschadigd? Bestel dan een nieuwe pas
        {amount ? ` voor ${amount}` : ''}. Je krijgt hiervoor een factuur.
      </p>
      <FormStatus
        error={error ?? (amount ? null : FEE_UNKNOWN)}
        status={
          invoiceUuid ? (
            <>
              Je nieuwe registerpas is besteld. Betaal de factuur{amount ? ` van ${amount}` : ''}, dan sturen
              we de pas op.{' '}
              <Link ref={payLink} to={hrefFor('payment', { uuid: invoiceUuid })}>
                Factuur betalen
              </Link>
            </>
          ) : null
        }
      />
      {!invoiceUuid && (
        <Button onClick={() => setAsking(true)} disabled={!amount}>
          Nieuwe registerpas bestellen
        </Button>
      )}
      <LazyConfirmDialog
        open={asking}
        title="Nieuwe registerpas bestellen?"
        okText="Bestellen"
        cancelText="Annuleren"
        busy={loading}
        onOk={() => void order()}
        onCancel={() => setAsking(false)}
      >
        <p>
          Je bestelt een nieuwe registerpas voor {amount}. Je oude pas blijft geldig tot de nieuwe er is. Je
          krijgt hiervoor een factuur.
        </p>
      </LazyConfirmDialog>
    </Card>
  );
}
