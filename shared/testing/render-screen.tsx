/**
 * Test helper for a remote's screens: renders a screen as the host would, inside its route of the
 * route table (so `useParams` and `useSearchParams` read what the URL says) and the props the host
 * passes, with the shared fake client (`@portal/shared/testing/fake-client`) answering per operation.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigationType,
  type Location,
  type Navigator,
} from '@portal/shared/router';
import type { RemoteScreenProps } from '@portal/shared/contract';
import { hrefFor, routeByName, type RouteName } from '@portal/shared/routes';
import { RemotePropsContext } from '@portal/shared/remote';
import { createFakeClient, type FakeHandler } from '@portal/shared/testing/fake-client';
import { EMPTY_SESSION, INITIAL_PORTAL_STATE, type PortalSessionData } from '@portal/shared/session';

export { createFakeClient, validationAnswer } from '@portal/shared/testing/fake-client';
export type { FakeAnswer, FakeHandler } from '@portal/shared/testing/fake-client';

export interface RenderScreenOptions {
  /** The route the screen is shown on; its path gives the screen its `useParams`. */
  screen?: RouteName;
  /** The URL the screen opens on; by default the route's own, filled from `params` and `query`. */
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

function startUrl(options: RenderScreenOptions): string {
  if (options.path) return options.path;
  const search = new URLSearchParams(options.query ?? {}).toString();
  const pathname = options.screen ? hrefFor(options.screen, options.params ?? {}) : '/';
  return `${pathname}${search ? `?${search}` : ''}`;
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
  const url = startUrl(options);
  const props: RemoteScreenProps = {
    screen: options.screen ?? 'login',
    params: options.params ?? {},
    query: options.query ?? {},
    portal: { ...INITIAL_PORTAL_STATE, status: 'initialized', sessionStatus: 'initialized', session },
    client,
    navigation,
    // The screen's hooks run on the MemoryRouter below; these are what the host would pass the parcel.
    location: { pathname: url.split('?')[0] ?? '/', search: '', hash: '', state: null, key: 'default' },
    navigator: {} as Navigator,
    onError: jest.fn(),
  };
  const routePath = options.screen ? routeByName(options.screen).path : '*';
  const result = render(
    <MemoryRouter initialEntries={[url]}>
      <RouterProbe state={router} />
      <RemotePropsContext.Provider value={props}>
        {/* As in the remote's parcel: the screen's own route, and anything else (a navigation away). */}
        <Routes>
          <Route path={routePath} element={ui} />
          <Route path="*" element={ui} />
        </Routes>
      </RemotePropsContext.Provider>
    </MemoryRouter>,
  );
  /** The path the screen navigated to, and whether it replaced the history entry. */
  const currentPath = () => router.location?.pathname;
  /** The query part of the URL ('?pagina=2'), as a list holding its state there wrote it. */
  const currentSearch = () => router.location?.search ?? '';
  const navigationType = () => router.navigationType;
  return { ...result, calls, publicCalls, navigation, client, currentPath, currentSearch, navigationType };
}
