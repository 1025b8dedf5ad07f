/**
 * Test helper: renders a screen inside the props the host passes, with the shared fake client
 * (`@portal/shared/testing/fake-client`) answering per operation name.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { RemoteScreenProps } from '@portal/shared/contract';
import { RemotePropsContext } from '@portal/shared/remote';
import { createFakeClient, type FakeHandler } from '@portal/shared/testing/fake-client';
import { EMPTY_SESSION, INITIAL_PORTAL_STATE, type PortalSessionData } from '@portal/shared/session';

export { createFakeClient, validationAnswer } from '@portal/shared/testing/fake-client';
export type { FakeAnswer, FakeHandler } from '@portal/shared/testing/fake-client';

export interface RenderScreenOptions {
  screen?: string;
  params?: Record<string, string | undefined>;
  query?: Record<string, string>;
  session?: Partial<PortalSessionData>;
  answers?: Record<string, FakeHandler>;
}

export function renderScreen(ui: ReactElement, options: RenderScreenOptions = {}) {
  const { client, calls, publicCalls } = createFakeClient(options.answers ?? {});
  const navigation = {
    navigate: jest.fn(),
    href: jest.fn((name: string) => `/${name}`),
    loggedIn: jest.fn(async () => undefined),
    logout: jest.fn(async () => true),
    reinitialize: jest.fn(async () => undefined),
  };
  const session = { ...EMPTY_SESSION, ...options.session };
  const props: RemoteScreenProps = {
    screen: options.screen ?? 'test',
    params: options.params ?? {},
    query: options.query ?? {},
    portal: { ...INITIAL_PORTAL_STATE, status: 'initialized', sessionStatus: 'initialized', session },
    client,
    navigation,
  };
  const result = render(<RemotePropsContext.Provider value={props}>{ui}</RemotePropsContext.Provider>);
  return { ...result, calls, publicCalls, navigation, client };
}
