import { useState } from 'react';
import { Button, Card, Checkbox, Modal } from 'antd';
import { formatDate } from '@portal/shared/format';
import type { EmployerLink } from '../api/my-employer-links-query';
import { LinkHistory } from './link-history';

export interface EmployerLinkCardProps {
  link: EmployerLink;
  busy: boolean;
  onConsent: (link: EmployerLink, sharesProgress: boolean) => Promise<void>;
  onEnd: (link: EmployerLink) => Promise<void>;
}

/** One active link: the consent switch, 'Koppeling beëindigen' after a confirmation, its history. */
export function EmployerLinkCard({ link, busy, onConsent, onEnd }: EmployerLinkCardProps) {
  const [asking, setAsking] = useState(false);
  const switchId = `consent-${link.uuid}`;
  return (
    <Card title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{link.companyName}</h2>}>
      <p>
        Gekoppeld sinds {link.confirmedAt ? formatDate(link.confirmedAt) : formatDate(link.requestedAt)}. Je
        werkgever ziet je naam, registratienummer, kamer, registratie en tot wanneer die geldt.
      </p>
      <p>
        {/* A checkbox rather than a switch: the consent is a yes or no the professional gives or withdraws. */}
        <Checkbox
          id={switchId}
          checked={link.sharesProgress}
          disabled={busy}
          onChange={(event) => void onConsent(link, event.target.checked)}
        >
          Voortgang van mijn herregistratie delen met {link.companyName}
        </Checkbox>
      </p>
      <p>
        <Button danger onClick={() => setAsking(true)}>
          Koppeling beëindigen
        </Button>
      </p>
      <LinkHistory link={link} />
      <Modal
        open={asking}
        title="Koppeling beëindigen?"
        okText="Beëindigen"
        okButtonProps={{ danger: true }}
        cancelText="Annuleren"
        confirmLoading={busy}
        onOk={() => void onEnd(link).then(() => setAsking(false))}
        onCancel={() => setAsking(false)}
      >
        <p>
          {link.companyName} ziet je registratie dan niet meer. Wil je later weer gekoppeld worden, dan kan je
          werkgever een nieuw verzoek doen of kies je de werkgever opnieuw.
        </p>
      </Modal>
    </Card>
  );
}
