import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/**
 * What SPEC section 8 says to do with an error coming back from the api. Kept apart from the link so
 * every row of the catalogue has one place and one unit test.
 */
export type PortalErrorAction =
  | 'reinitialize-and-login'
  | 'maintenance'
  | 'hard-redirect-error'
  | 'validation'
  | 'error-page'
  | 'none';

export const SERVICE_UNAVAILABLE_MESSAGE = 'Service Unavailable';

function codeOf(extensions: Record<string, unknown> | undefined): number | undefined {
  const code = extensions?.code;
  if (typeof code === 'number') return code;
  if (typeof code === 'string' && /^\d+$/.test(code)) return Number(code);
  return undefined;
}

export function classifyPortalError(error: unknown): PortalErrorAction {
  if (CombinedGraphQLErrors.is(error)) {
    if (error.errors.some((e) => e.message === SERVICE_UNAVAILABLE_MESSAGE)) return 'maintenance';
    const codes = error.errors.map((e) => codeOf(e.extensions));
    if (codes.some((code) => code === 401 || code === 403)) return 'hard-redirect-error';
    if (codes.every((code) => code === 422)) return 'validation';
    return 'error-page';
  }
  if (ServerError.is(error) && error.statusCode === 401) return 'reinitialize-and-login';
  if (ServerError.is(error) && error.statusCode === 503) return 'maintenance';
  return 'none';
}

/** Field errors of a 422 response: `extensions.validation` maps each field to its messages. */
export function validationErrorsOf(error: unknown): Record<string, string[]> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const result: Record<string, string[]> = {};
  for (const graphQLError of error.errors) {
    const validation = graphQLError.extensions?.validation;
    if (codeOf(graphQLError.extensions) !== 422 || !validation || typeof validation !== 'object') continue;
    for (const [field, messages] of Object.entries(validation as Record<string, unknown>)) {
      if (Array.isArray(messages)) result[field] = messages.map(String);
    }
  }
  return result;
}
