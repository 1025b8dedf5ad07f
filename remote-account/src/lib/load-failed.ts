/** What this remote says, on every screen, when a read of the api failed. */
export const LOAD_FAILED = 'Je gegevens konden niet worden geladen. Probeer het later opnieuw.';
