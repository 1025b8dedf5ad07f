import { CheckboxField } from '@portal/shared/forms';
import { REGISTER_LINKS } from '@portal/shared/options';

// The api takes 1 for agreed; an unticked box is left empty, so a draft may leave it open.
const AGREED = { checkedValue: 1, uncheckedValue: null } as const;

export const DECLARATION_LABELS = {
  truthful: 'Ik verklaar dat ik alles naar waarheid heb ingevuld.',
  privacy: 'Ik ga akkoord met de verwerking van mijn gegevens volgens de privacyverklaring van SKJ.',
} as const;

/** The privacy declaration with the statement it names as a link (a new tab: the form stays). */
const PRIVACY_LABEL = (
  <>
    Ik ga akkoord met de verwerking van mijn gegevens volgens de{' '}
    <a href={REGISTER_LINKS.privacy} target="_blank" rel="noopener noreferrer">
      privacyverklaring
    </a>{' '}
    van SKJ.
  </>
);

/** Step 6: the two declarations. */
export function DeclarationsStep() {
  return (
    <>
      <CheckboxField name="verklaringen.truthful" label={DECLARATION_LABELS.truthful} {...AGREED} />
      <CheckboxField name="verklaringen.privacy" label={PRIVACY_LABEL} {...AGREED} />
    </>
  );
}
