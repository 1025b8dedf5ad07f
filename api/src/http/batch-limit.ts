/**
 * The batch endpoints take a JSON array of at most BATCH_MAX operations. A larger batch is refused
 * whole, before anything runs, with HTTP 400 and a Dutch message.
 */
import { BATCH_MAX } from '@portal/shared/options';
import { graphqlRefusal } from './responses';

export async function checkBatch(request: Request): Promise<{ request: Request } | { refusal: Response }> {
  const text = await request.text();
  let operations: unknown;
  try {
    operations = JSON.parse(text);
  } catch {
    return { refusal: graphqlRefusal('De batch is geen geldige JSON.', 400) };
  }
  if (!Array.isArray(operations) || operations.length === 0) {
    return { refusal: graphqlRefusal('Een batch moet een lijst met minstens één operatie zijn.', 400) };
  }
  if (operations.length > BATCH_MAX) {
    return {
      refusal: graphqlRefusal(
        `Een batch mag hoogstens ${BATCH_MAX} operaties bevatten; deze bevat er ${operations.length}. Er is niets uitgevoerd.`,
        400,
      ),
    };
  }
  // The body was read; hand Yoga a fresh request with the same text.
  return {
    request: new Request(request.url, { method: request.method, headers: request.headers, body: text }),
  };
}
