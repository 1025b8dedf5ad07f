import { OrganisationInvoicesScreen } from '@portal/shared/organisation';

/** Facturen (`/werkgever/facturen/overzicht`): the company's invoices, collective ones included. */
export default function CompanyInvoicesScreen() {
  return <OrganisationInvoicesScreen />;
}
