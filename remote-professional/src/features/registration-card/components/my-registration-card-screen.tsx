import { Alert, Card, Space } from 'antd';
import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { LoadingSkeleton, ScreenScope } from '@portal/shared/ui';
import { useMyRegistrationCard } from '../api/my-registration-card-query';
import { publicCardUrl } from '../utils/public-card-url';
import { CardPdfDownload } from './card-pdf-download';
import { CardQrCode } from './card-qr-code';
import { RegisterCardDetails } from './register-card-details';
import { ReplacementCardOrder } from './replacement-card-order';

function MyRegistrationCardContent() {
  const { data, loading, failed } = useMyRegistrationCard();
  const card = data?.myRegistrationCard ?? null;

  return (
    <section aria-labelledby="my-card-title">
      <h1 id="my-card-title">Mijn registerpas</h1>
      {loading && <LoadingSkeleton />}
      {!loading && failed && (
        <Alert
          type="error"
          showIcon
          title="Je registerpas kon niet worden geladen. Probeer het later opnieuw."
        />
      )}
      {!loading && !failed && !card && (
        <p>Je hebt (nog) geen registerpas. Die krijg je zodra je registratie is goedgekeurd.</p>
      )}
      {card && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Card title="Registerpas">
            <RegisterCardDetails card={card} />
          </Card>
          <Card title="Openbare registerpas">
            <p>
              Met deze QR-code of link kan iedereen, bijvoorbeeld je werkgever of een cliënt, de actuele
              status van je registratie controleren.
            </p>
            <CardQrCode url={publicCardUrl(card.publicUuid)} />
            <p>
              <Link to={hrefFor('registrationCard', { uuid: card.publicUuid })}>
                Openbare registerpas bekijken
              </Link>
            </p>
          </Card>
          <Card title="Downloaden en bestellen">
            <CardPdfDownload />
            <ReplacementCardOrder feeCents={data?.replacementCardFeeCents ?? null} />
          </Card>
        </Space>
      )}
    </section>
  );
}

/** Mijn registerpas: the card's facts, its QR code to the public page, the PDF and a replacement. */
export default function MyRegistrationCardScreen() {
  return (
    <ScreenScope>
      <MyRegistrationCardContent />
    </ScreenScope>
  );
}
