import { GENERIC_FAILURE } from '@portal/shared/data';

/** The Dutch result of a link action: the api's message, its field error, or the generic failure. */
export interface LinkAnswer {
  ok: boolean;
  text: string;
}

export function answerOf(
  outcome: { data: unknown; fieldErrors: Record<string, string[]>; failed: boolean },
  field: string,
): LinkAnswer {
  const result = outcome.data
    ? (Object.values(outcome.data as Record<string, { message?: string | null }>)[0] ?? null)
    : null;
  if (!outcome.failed && result?.message) return { ok: true, text: result.message };
  const fieldError = outcome.fieldErrors[field]?.[0] ?? Object.values(outcome.fieldErrors).flat()[0];
  return { ok: false, text: fieldError ?? GENERIC_FAILURE };
}
