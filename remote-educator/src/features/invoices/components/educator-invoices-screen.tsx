import { OrganisationInvoicesScreen } from '@portal/shared/organisation';

/** Facturen (`/opleider/facturen/overzicht`): the provider's invoices (accreditation fees). */
export default function EducatorInvoicesScreen() {
  return <OrganisationInvoicesScreen />;
}
