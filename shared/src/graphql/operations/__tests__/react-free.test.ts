/** @jest-environment node */
// The api's tests import these documents, and the api may load nothing of React or Apollo.
jest.mock('react', () => {
  throw new Error('@portal/shared/operations laadt React');
});
jest.mock('@apollo/client', () => {
  throw new Error('@portal/shared/operations laadt Apollo');
});

describe('@portal/shared/operations', () => {
  it('loads without React and Apollo and gives plain documents', async () => {
    const operations = await import('..');
    expect(operations.PORTAL_INIT_QUERY.kind).toBe('Document');
    expect(operations.LOGIN_PORTAL_USER.kind).toBe('Document');
  });
});
