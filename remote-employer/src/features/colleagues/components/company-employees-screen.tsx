import { ColleaguesScreen } from '@portal/shared/organisation';

/** Contactpersonen (`/werkgever/contactpersonen`): the company's colleagues, invitations and roles. */
export default function CompanyEmployeesScreen() {
  return <ColleaguesScreen title="Contactpersonen" />;
}
