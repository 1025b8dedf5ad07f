import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import './create-account-screen.css';

const CHOICES = [
  {
    to: hrefFor('createProfessional'),
    title: 'Professional',
    text: 'Je werkt met jeugdigen en gezinnen en wilt je registreren in het Kwaliteitsregister Jeugd.',
  },
  {
    to: hrefFor('createCompanyEmployee'),
    title: 'Werkgever',
    text: 'Je volgt de registratie van de professionals in jouw organisatie.',
  },
  {
    to: hrefFor('createEducatorEmployee'),
    title: 'Opleidingsaanbieder',
    text: 'Je biedt scholing aan en vraagt accreditatie aan of kent punten toe.',
  },
];

/** Account aanmaken: the choice of account type, each leading to its own form. */
export default function CreateAccountScreen() {
  return (
    <div className="portal-card">
      <h1>Account aanmaken</h1>
      <p>Voor wie maak je een account aan?</p>
      <ul className="portal-account-choices">
        {CHOICES.map((choice) => (
          <li key={choice.to}>
            <h2>
              <Link to={choice.to}>{choice.title}</Link>
            </h2>
            <p>{choice.text}</p>
          </li>
        ))}
      </ul>
      <p>
        Twijfel je of je je kunt registreren? <Link to={hrefFor('decisionWizard')}>Gebruik de keuzehulp</Link>
        .
      </p>
      <p>
        Heb je al een account? <Link to={hrefFor('login')}>Inloggen</Link>
      </p>
    </div>
  );
}
