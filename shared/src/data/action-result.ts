/** The answer of every account action (contract: `ActionResult { status, message }`). */
export interface ActionResult {
  status: string;
  message: string | null;
}

/** Shown when the api gave no usable answer (network down, unexpected error). */
export const GENERIC_FAILURE = 'Er ging iets mis. Probeer het later opnieuw.';
