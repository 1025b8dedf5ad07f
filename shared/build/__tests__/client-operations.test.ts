/** @jest-environment node */
import { parse } from 'graphql';
import { clientOperations } from '../../testing/client-operations';

describe('the client operations the api is tested with', () => {
  const professional = clientOperations('remote-professional/src/features');

  it('carry the fragments they spread, so the api receives a complete document', () => {
    const text = professional('registrationCard');
    const document = parse(text);
    const names = document.definitions.map((definition) =>
      'name' in definition && definition.name
        ? `${definition.kind}:${definition.name.value}`
        : definition.kind,
    );
    expect(names).toEqual(['OperationDefinition:registrationCard', 'FragmentDefinition:RegisterCardFields']);
  });

  it('carry no fragment an operation does not use', () => {
    expect(professional('myInvoices')).not.toContain('fragment ');
  });

  it('refuses a name no client sends', () => {
    expect(() => professional('noSuchOperation')).toThrow('Operatie noSuchOperation staat niet in');
  });
});
