import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { Card } from '@portal/shared/ui';
import { QueryContent } from '../../../components/query-content';
import { useMyRegistrationCard } from '../api/my-registration-card-query';
import { CardPdfDownload } from './card-pdf-download';
import { CardQrCode } from './card-qr-code';
import { RegisterCardDetails } from './register-card-details';
import { ReplacementCardOrder } from './replacement-card-order';

/** Mijn registerpas: the card's facts, its QR code to the public page, the PDF and a replacement. */
export default function MyRegistrationCardScreen() {
  const query = useMyRegistrationCard();
  return (
    <section aria-labelledby="my-card-title">
      <h1 id="my-card-title">Mijn registerpas</h1>
      <QueryContent query={query}>
        {({ myRegistrationCard: card, replacementCardFeeCents }) =>
          card ? (
            <>
              <Card title="Registerpas" titleId="my-card-details-title">
                <RegisterCardDetails card={card} />
              </Card>
              <Card title="Openbare registerpas" titleId="my-card-public-title">
                <p>
                  Met deze QR-code of link kan iedereen, bijvoorbeeld je werkgever of een cliënt, de actuele
                  status van je registratie controleren.
                </p>
                <CardQrCode url={card.publicUrl} svg={card.publicUrlQrCode} />
                <p>
                  <Link to={hrefFor('registrationCard', { uuid: card.publicUuid })}>
                    Openbare registerpas bekijken
                  </Link>
                </p>
              </Card>
              <Card title="Registerpas downloaden" titleId="my-card-download-title">
                <CardPdfDownload />
              </Card>
              <ReplacementCardOrder feeCents={replacementCardFeeCents} />
            </>
          ) : (
            <p>Je hebt (nog) geen registerpas. Die krijg je zodra je registratie is goedgekeurd.</p>
          )
        }
      </QueryContent>
    </section>
  );
}
