/**
 * Accreditaties informatie (`/accreditaties/informatie`): how accreditation works, its terms and its
 * fees. Every number (fees, the hours from which a final test is required, the months to enter
 * points) is the api's configuration (`accreditationTerms`), never a constant here.
 */
import { formatMoneyFromCents } from '@portal/shared/format';
import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { Card, DescriptionList, QueryContent } from '@portal/shared/ui';
import { useAccreditationTerms, type AccreditationTerms } from '../api/accreditation-terms-query';
import './accreditations-hub.css';

function Information({ terms }: { terms: AccreditationTerms }) {
  const months = terms.pointsEntryMonths === 1 ? '1 maand' : `${terms.pointsEntryMonths} maanden`;
  return (
    <div className="accreditations-hub">
      <Card title="Hoe werkt accreditatie?">
        <ol>
          <li>
            Je vraagt per scholing een accreditatie aan: de inhoud, de kamers, de vorm, de uren en punten.
          </li>
          <li>Je kiest een geldigheid van 1 of 3 jaar en betaalt het tarief via de betaalpagina.</li>
          <li>Na het indienen beoordeelt het register de aanvraag en mailt je het besluit.</li>
          <li>
            Is de accreditatie goedgekeurd, dan voeg je sessies toe en ken je binnen {months} na afloop van
            een sessie de punten toe aan de deelnemers.
          </li>
        </ol>
      </Card>
      <Card title="Voorwaarden">
        <ul>
          <li>
            Een eindtoets is verplicht voor e-learning, blended leren en scholingen van{' '}
            {terms.finalTestFromHours} uur of meer.
          </li>
          <li>Een scholing telt alleen voor de kamers waarvoor zij is geaccrediteerd.</li>
          <li>Vraagt het register om aanvulling, dan vul je de aanvraag aan en dien je haar opnieuw in.</li>
          <li>Verlengen is een nieuwe aanvraag, ingevuld met de gegevens van de huidige accreditatie.</li>
          <li>Ben je het niet eens met een besluit, dan kun je binnen 8 weken bezwaar maken.</li>
        </ul>
      </Card>
      <Card title="Tarieven">
        <DescriptionList
          items={terms.fees.map((fee) => ({
            key: fee.validityYears,
            label: fee.validityYears === 1 ? 'Geldig 1 jaar' : `Geldig ${fee.validityYears} jaar`,
            children: `${formatMoneyFromCents(fee.amountCents)} (inclusief btw)`,
          }))}
        />
      </Card>
      <p>
        <Link
          to={hrefFor('accreditationsRequest', { step: '1' })}
          className="portal-button portal-button--primary"
        >
          Accreditatie aanvragen
        </Link>
      </p>
    </div>
  );
}

export default function AccreditationsInformationScreen() {
  const terms = useAccreditationTerms();
  return (
    <section aria-labelledby="accreditations-information-title">
      <h1 id="accreditations-information-title">Accreditaties informatie</h1>
      <QueryContent query={terms}>{(data) => <Information terms={data.accreditationTerms} />}</QueryContent>
    </section>
  );
}
