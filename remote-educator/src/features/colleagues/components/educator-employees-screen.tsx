import { ColleaguesScreen } from '@portal/shared/organisation';

/** Opleidingsmedewerkers (`/medewerkers`): the provider's colleagues, invitations and roles. */
export default function EducatorEmployeesScreen() {
  return <ColleaguesScreen title="Opleidingsmedewerkers" />;
}
