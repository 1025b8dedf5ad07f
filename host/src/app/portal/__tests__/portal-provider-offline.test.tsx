/** @jest-environment jsdom */
// The client's Apollo code cannot be loaded: the connection went between the first screen (read from
// main.js's answers, without that code) and the user's next request. Its requests are then rejected.
import { act, screen } from '@testing-library/react';
import { renderPortal } from './logout-probe';

jest.mock('../../../../../shared/src/graphql/apollo-portal-client', () => {
  throw new Error('Loading chunk apollo-portal-client failed.');
});

describe("PortalProvider without the client's code", () => {
  it('a sign-out that cannot be sent changes nothing and says so (SPEC section 4)', async () => {
    const fetchMock = jest.fn();
    Object.assign(globalThis, { fetch: fetchMock });
    renderPortal();
    await act(async () => screen.getByRole('button', { name: 'uit' }).click());
    expect(await screen.findByText('resultaat: false')).toBeInTheDocument();
    expect(screen.getByText('pad: /dashboard')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
