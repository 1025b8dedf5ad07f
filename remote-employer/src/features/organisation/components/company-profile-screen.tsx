import { OrganisationProfileScreen } from '@portal/shared/organisation';

/** Organisatieprofiel (`/werkgever/organisatie-profiel/{step}`): the company's details, locations and billing. */
export default function CompanyProfileScreen() {
  return <OrganisationProfileScreen kind="company" route="companyProfile" />;
}
