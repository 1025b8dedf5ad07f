import { useEffect } from 'react';
import { DOCUMENT_TITLE_DELAY_MS } from '@portal/shared/options';

const SITE = 'Mijn SKJ';
const DESCRIPTION =
  'Het portaal van het kwaliteitsregister jeugd: registreren, herregistreren en je gegevens beheren.';

/** Title and description per route, set 50 ms after the route renders (SPEC section 9). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      document.title = title ? `${title} | ${SITE}` : `Deze pagina bestaat niet (meer). | ${SITE}`;
      document
        .querySelector('meta[name="description"]')
        ?.setAttribute('content', title ? `${title}. ${DESCRIPTION}` : DESCRIPTION);
    }, DOCUMENT_TITLE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [title]);
}
