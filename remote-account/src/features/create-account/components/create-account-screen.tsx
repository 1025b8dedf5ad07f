import { PortalLink } from '@portal/shared/remote';

const CHOICES = [
  {
    to: '/account-aanmaken/professional',
    title: 'Professional',
    text: 'Je werkt met jeugdigen en gezinnen en wilt je registreren in het Kwaliteitsregister Jeugd.',
  },
  {
    to: '/account-aanmaken/werkgever',
    title: 'Werkgever',
    text: 'Je volgt de registratie van de professionals in jouw organisatie.',
  },
  {
    to: '/account-aanmaken/opleidingsaanbieder',
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
      <ul>
        {CHOICES.map((choice) => (
          <li key={choice.to}>
            <h2>
              <PortalLink to={choice.to}>{choice.title}</PortalLink>
            </h2>
            <p>{choice.text}</p>
          </li>
        ))}
      </ul>
      <p>
        Twijfel je of je je kunt registreren? <PortalLink to="/keuzehulp">Gebruik de keuzehulp</PortalLink>.
      </p>
      <p>
        Heb je al een account? <PortalLink to="/login">Inloggen</PortalLink>
      </p>
    </div>
  );
}
