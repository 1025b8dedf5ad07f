import { AccreditationWizardScreen } from './accreditation-wizard-screen';

/** Accreditatie verlengen (`/accreditaties/verlengen/{uuid}`): a new application prefilled from the old. */
export default function AccreditationExtendScreen() {
  return <AccreditationWizardScreen mode="extend" />;
}
