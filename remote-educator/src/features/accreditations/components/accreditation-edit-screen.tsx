import { AccreditationWizardScreen } from './accreditation-wizard-screen';

/** Accreditatie bewerken (`/accreditaties/bewerken/{uuid}/{step}`), while draft or incomplete. */
export default function AccreditationEditScreen() {
  return <AccreditationWizardScreen mode="edit" />;
}
