/**
 * What this remote says when a read of the api failed, on every screen: the screen's heading says
 * what could not be read, and 'Opnieuw proberen' (`RETRY`) follows the sentence. A screen with two
 * reads names the one that failed (the diploma step) and ends with `TRY_AGAIN`.
 */
export const TRY_AGAIN = 'Probeer het opnieuw.';
export const LOAD_FAILED = `Je gegevens konden niet worden geladen. ${TRY_AGAIN}`;
export const RETRY = 'Opnieuw proberen';
/** Said after 'Opnieuw proberen' brought the data. */
export const RELOADED = 'De gegevens zijn geladen.';
