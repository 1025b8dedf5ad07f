/**
 * An operation that has not answered within the time limit gets a clear Dutch error instead of a
 * hanging connection. The work itself cannot be interrupted midway (the database statement finishes),
 * but the client is told and its connection freed.
 */
import { graphqlRefusal } from '../http/responses';

export const OPERATION_TIME_LIMIT_MS = 15_000;
export const TIME_LIMIT_MESSAGE = 'Het verzoek duurde te lang en is afgebroken. Probeer het later opnieuw.';

export async function withinTimeLimit(
  work: Promise<Response>,
  limitMs: number = OPERATION_TIME_LIMIT_MS,
): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Response>((resolve) => {
    timer = setTimeout(() => resolve(graphqlRefusal(TIME_LIMIT_MESSAGE, 503)), limitMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
