import { ColleaguesScreen } from '@portal/shared/organisation';
import { DigestCard } from './digest-card';
import '../../../lib/employer-people.css';

/**
 * Contactpersonen (`/werkgever/contactpersonen`): the company's colleagues, invitations and roles,
 * and the signed-in contact person's own e-mail digest of changes.
 */
export default function CompanyEmployeesScreen() {
  return (
    <ColleaguesScreen
      title="Contactpersonen"
      below={
        <div className="employer-digest">
          <DigestCard />
        </div>
      }
    />
  );
}
