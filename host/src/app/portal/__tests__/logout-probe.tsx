import { render } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useLocation } from '@portal/shared/router';
import { usePortal } from '../../../lib/portal-context';
import { PortalProvider } from '../portal-provider';

/**
 * The portal provider with a probe of its state, the address and a sign-out: for the provider's tests
 * (not a test file itself: jest runs `*.test.tsx` only).
 */
function LogoutProbe() {
  const { state, navigation } = usePortal();
  const location = useLocation();
  const [result, setResult] = useState<string>('nog niet');
  return (
    <div>
      <p>{`auth: ${state.session.auth}`}</p>
      <p>{`pad: ${location.pathname}`}</p>
      <p>{`resultaat: ${result}`}</p>
      <button onClick={() => void navigation.logout().then((ok) => setResult(String(ok)))}>uit</button>
    </div>
  );
}

const config = {
  qoreGraphqlUrl: 'http://portaal.test/graphql',
  remotes: { account: 'a', professional: 'p', employer: 'e', educator: 'o' },
  externalSiteUrl: 'https://www.skjeugd.nl',
  tagManagerId: null,
  chat: false,
  release: '2.44.0',
  fontScriptUrl: null,
  chatScriptUrl: null,
};

export function renderPortal() {
  // A memory router without data APIs: jsdom has no Request, which the data router's navigate needs.
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <PortalProvider config={config}>
        <LogoutProbe />
      </PortalProvider>
    </MemoryRouter>,
  );
}
