/** Accreditaties (`/accreditaties`): where the provider starts, with the three parts of SPEC section 2. */
import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { Card } from '@portal/shared/ui';
import './accreditations-hub.css';

const PARTS = [
  {
    title: 'Informatie',
    text: 'Hoe accreditatie werkt, de voorwaarden en de tarieven.',
    href: hrefFor('accreditationsInformation'),
    link: 'Lees de informatie over accreditatie',
  },
  {
    title: 'Overzicht',
    text: 'Je accreditaties met hun status, geldigheid en sessies; concepten bewerken en verlengen.',
    href: hrefFor('accreditationsOverview'),
    link: 'Naar het overzicht van je accreditaties',
  },
  {
    title: 'Aanvragen',
    text: 'Vraag een accreditatie aan voor een scholing.',
    href: hrefFor('accreditationsRequest', { step: '1' }),
    link: 'Accreditatie aanvragen',
  },
];

export default function AccreditationsScreen() {
  return (
    <section aria-labelledby="accreditations-hub-title">
      <h1 id="accreditations-hub-title">Accreditaties</h1>
      <p>Met een accreditatie telt een scholing mee voor de herregistratie van de deelnemers.</p>
      <div className="accreditations-hub">
        {PARTS.map((part) => (
          <Card key={part.title} title={part.title}>
            <p>{part.text}</p>
            <p>
              <Link to={part.href}>{part.link}</Link>
            </p>
          </Card>
        ))}
      </div>
    </section>
  );
}
