import { AccreditationWizardScreen } from './accreditation-wizard-screen';

/** Accreditatie aanvragen (`/accreditaties/aanvragen/{step}`). */
export default function AccreditationRequestScreen() {
  return <AccreditationWizardScreen mode="request" />;
}
