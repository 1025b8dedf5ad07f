import { FORM_TEXT } from '../messages';

/**
 * What every data screen of every remote says about its reads: one sentence for a failed read (it is
 * followed by 'Opnieuw proberen', so "try again", not "try later"), the loading and empty texts of
 * SPEC section 8. A screen with two reads names the one that failed and ends with `TRY_AGAIN`.
 */
export const TRY_AGAIN = 'Probeer het opnieuw.';
export const LOAD_FAILED = `Je gegevens konden niet worden geladen. ${TRY_AGAIN}`;
export const RETRY = 'Opnieuw proberen';
/** Said after 'Opnieuw proberen' brought the data. */
export const RELOADED = 'De gegevens zijn geladen.';
export const LOADING = FORM_TEXT.loading;
/** SPEC section 8: what an empty list or value says. */
export const NO_DATA = FORM_TEXT.noData;
