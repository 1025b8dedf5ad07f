/** @jest-environment node */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { classifyPortalError, validationErrorsOf } from '../classify-error';

const graphQLErrors = (...errors: Array<{ message: string; extensions?: Record<string, unknown> }>) =>
  new CombinedGraphQLErrors({ errors });
const serverError = (status: number) =>
  new ServerError('fout', { response: new Response('', { status }), bodyText: '' });

describe('classifyPortalError (SPEC section 8)', () => {
  it('network 401: re-initialise and go to login', () => {
    expect(classifyPortalError(serverError(401))).toBe('reinitialize-and-login');
  });
  it("'Service Unavailable': maintenance", () => {
    expect(classifyPortalError(graphQLErrors({ message: 'Service Unavailable' }))).toBe('maintenance');
  });
  it('GraphQL code 401 or 403: hard redirect to /fout', () => {
    expect(classifyPortalError(graphQLErrors({ message: 'x', extensions: { code: 401 } }))).toBe(
      'hard-redirect-error',
    );
    expect(classifyPortalError(graphQLErrors({ message: 'x', extensions: { code: '403' } }))).toBe(
      'hard-redirect-error',
    );
  });
  it('GraphQL code 422: left to the form', () => {
    expect(classifyPortalError(graphQLErrors({ message: 'x', extensions: { code: 422 } }))).toBe(
      'validation',
    );
  });
  it('any other GraphQL code: the error page', () => {
    expect(classifyPortalError(graphQLErrors({ message: 'x', extensions: { code: 500 } }))).toBe(
      'error-page',
    );
    expect(classifyPortalError(graphQLErrors({ message: 'x' }))).toBe('error-page');
  });
  it('other network failures change nothing', () => {
    expect(classifyPortalError(new TypeError('Failed to fetch'))).toBe('none');
  });
});

describe('validationErrorsOf', () => {
  it('maps the 422 validation extension to fields', () => {
    const error = graphQLErrors({
      message: 'x',
      extensions: { code: 422, validation: { email: ['Vul een geldig e-mailadres in.'] } },
    });
    expect(validationErrorsOf(error)).toEqual({ email: ['Vul een geldig e-mailadres in.'] });
  });
});
