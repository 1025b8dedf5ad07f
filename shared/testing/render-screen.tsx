/**
 * Test helper for every remote: renders a screen inside the props the host passes, with the shared fake client
 * (`@portal/shared/testing/fake-client`) answering per operation name.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigationType,
  type Location,
  type Navigator,
} from '@portal/shared/router';
import type { RemoteScreenProps } from '@portal/shared/contract';
import type { RouteName } from '@portal/shared/routes';
import { RemotePropsContext } from '@portal/shared/remote';
import { createFakeClient, type FakeHandler } from './fake-client';
import { EMPTY_SESSION, INITIAL_PORTAL_STATE, type PortalSessionData } from '@portal/shared/session';

export { createFakeClient, validationAnswer } from './fake-client';
export type { FakeAnswer, FakeHandler } from './fake-client';

export interface RenderScreenOptions {
  screen?: RouteName;
  /** The URL the screen opens on (its router is a memory router). */
  path?: string;
  params?: Record<string, string | undefined>;
  query?: Record<string, string>;
  session?: Partial<PortalSessionData>;
  answers?: Record<string, FakeHandler>;
}

/** Where the screen's router is now: tests read navigations from it. */
interface RouterState {
  location: Location | null;
  navigationType: string | null;
}

function RouterProbe({ state }: { state: RouterState }) {
  state.location = useLocation();
  state.navigationType = useNavigationType();
  return null;
}

export function renderScreen(ui: ReactElement, options: RenderScreenOptions = {}) {
  const { client, calls, publicCalls } = createFakeClient(options.answers ?? {});
  const router: RouterState = { location: null, navigationType: null };
  const navigation = {
    loggedIn: jest.fn(async () => undefined),
    logout: jest.fn(async () => true),
    reinitialize: jest.fn(async () => undefined),
  };
  const session = { ...EMPTY_SESSION, ...options.session };
  const props: RemoteScreenProps = {
    screen: options.screen ?? 'login',
    params: options.params ?? {},
    query: options.query ?? {},
    portal: { ...INITIAL_PORTAL_STATE, status: 'initialized', sessionStatus: 'initialized', session },
    client,
    navigation,
    // The screen's hooks run on the MemoryRouter below; these are what the host would pass the parcel.
    location: { pathname: options.path ?? '/', search: '', hash: '', state: null, key: 'default' },
    navigator: {} as Navigator,
    onError: jest.fn(),
  };
  const result = render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <RouterProbe state={router} />
      <RemotePropsContext.Provider value={props}>{ui}</RemotePropsContext.Provider>
    </MemoryRouter>,
  );
  /** The path the screen navigated to, and whether it replaced the history entry. */
  const currentPath = () => router.location?.pathname;
  const navigationType = () => router.navigationType;
  return { ...result, calls, publicCalls, navigation, client, currentPath, navigationType };
}
