import { useState } from 'react';
import { Button, Modal } from 'antd';
import { formatDate } from '@portal/shared/format';
import { DescriptionList } from '@portal/shared/ui';
import type { Mandate } from '../api/direct-debit-mandate-query';
import { useRevokeDirectDebitMandate } from '../api/revoke-direct-debit-mandate';

/** The active mandate, and revoking it after a confirmation (the screen announces the result). */
export function MandateDetails({
  mandate,
  onRevoked,
}: {
  mandate: Mandate;
  onRevoked: (ok: boolean) => Promise<void>;
}) {
  const revoke = useRevokeDirectDebitMandate();
  const [asking, setAsking] = useState(false);

  const confirmRevoke = async () => {
    const outcome = await revoke.run({});
    setAsking(false);
    await onRevoked(outcome.data?.revokeDirectDebitMandate === true);
  };

  return (
    <>
      <DescriptionList
        items={[
          { key: 'reference', label: 'Machtigingskenmerk', children: mandate.reference },
          { key: 'holder', label: 'Naam rekeninghouder', children: mandate.accountHolder },
          { key: 'iban', label: 'IBAN-rekeningnummer', children: mandate.iban },
          { key: 'signedAt', label: 'Datum ondertekening', children: formatDate(mandate.signedAt) },
        ]}
      />
      <p>
        <Button danger onClick={() => setAsking(true)}>
          Machtiging intrekken
        </Button>
      </p>
      <Modal
        open={asking}
        title="Machtiging intrekken?"
        okText="Intrekken"
        okButtonProps={{ danger: true }}
        cancelText="Annuleren"
        confirmLoading={revoke.loading}
        onOk={() => void confirmRevoke()}
        onCancel={() => setAsking(false)}
      >
        <p>
          Na het intrekken schrijven we niets meer automatisch af en vervalt de korting voor automatische
          incasso. Je betaalt je facturen dan zelf.
        </p>
      </Modal>
    </>
  );
}
