import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { BatchMutationError } from '../form-errors';
import { hasServerValidationErrors, serverValidationErrors } from '../server-validation-errors';

const VALIDATION_ERROR = {
  message: 'Validation failed',
  extensions: {
    code: 422,
    validation: { email: ['Dit e-mailadres is al in gebruik.'], 'diplomas.0.date': ['Ongeldige waarde.'] },
  },
};

describe('serverValidationErrors', () => {
  it('reads an Apollo Client 4 CombinedGraphQLErrors', () => {
    const error = new CombinedGraphQLErrors({ data: null, errors: [VALIDATION_ERROR] });
    expect(serverValidationErrors(error)).toEqual({
      email: ['Dit e-mailadres is al in gebruik.'],
      'diplomas.0.date': ['Ongeldige waarde.'],
    });
  });

  it('reads a GraphQL errors array, a mutation result and an Apollo 3 style error', () => {
    const expected = serverValidationErrors([VALIDATION_ERROR]);
    expect(expected.email).toEqual(['Dit e-mailadres is al in gebruik.']);
    expect(serverValidationErrors({ data: null, errors: [VALIDATION_ERROR] })).toEqual(expected);
    expect(serverValidationErrors({ graphQLErrors: [VALIDATION_ERROR] })).toEqual(expected);
  });

  it('reads the errors inside a failed batch', () => {
    const batch = new BatchMutationError('profiel', [{ errors: [VALIDATION_ERROR] }]);
    expect(serverValidationErrors(batch).email).toEqual(['Dit e-mailadres is al in gebruik.']);
  });

  it("merges several errors, accepts the code as text and strips a prefix such as 'input.'", () => {
    const errors = [
      { message: 'a', extensions: { code: '422', validation: { 'input.email': 'Onjuist.' } } },
      {
        message: 'b',
        extensions: { code: 422, validation: { 'input.email': ['Te lang.'], 'input.city': ['Verplicht.'] } },
      },
    ];
    expect(serverValidationErrors(errors, { stripPrefix: 'input.' })).toEqual({
      email: ['Onjuist.', 'Te lang.'],
      city: ['Verplicht.'],
    });
  });

  it('ignores errors of other codes and things that are no errors', () => {
    expect(serverValidationErrors([{ message: 'Forbidden', extensions: { code: 403 } }])).toEqual({});
    expect(serverValidationErrors(new Error('netwerk'))).toEqual({});
    expect(serverValidationErrors(undefined)).toEqual({});
    expect(hasServerValidationErrors('kapot')).toBe(false);
    expect(hasServerValidationErrors([VALIDATION_ERROR])).toBe(true);
  });
});
