import { FORM_TEXT } from '@portal/shared/forms';

/** What every empty list or value of this remote says (SPEC section 8: 'Geen gegevens beschikbaar'). */
export const NO_DATA = FORM_TEXT.noData;
