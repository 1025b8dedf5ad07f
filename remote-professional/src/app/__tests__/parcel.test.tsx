import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteScreenProps } from '@portal/shared/contract';
import type { Navigator } from '@portal/shared/router';
import { hrefFor, type RouteName } from '@portal/shared/routes';
import { EMPTY_SESSION, INITIAL_PORTAL_STATE } from '@portal/shared/session';
import { createFakeClient, type FakeHandler } from '@portal/shared/testing/fake-client';
import { LOAD_FAILED } from '../../components/load-failed';
import { CHOICES, itemAnswer } from '../../features/registration/components/__tests__/registration-fixture';

// The parcel's build stamp, as webpack's DefinePlugin sets it.
(globalThis as { __APP_VERSION__?: string }).__APP_VERSION__ = 'test';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- after the build stamp above
const parcel = require('../../parcel') as typeof import('../../parcel');

jest.setTimeout(60000);

// The parcel renders in its own React root, outside testing-library's act: React is told so, and
// the tests wait for what the user sees instead.
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  // single-spa-react's advice for a root without an error boundary: the screens have one inside.
  const warn = console.warn.bind(console);
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('does not implement an error boundary')) warn(...args);
  });
});
afterEach(() => jest.restoreAllMocks());

const DASHBOARD = {
  professionalDashboard: { fullName: 'Jan de Vries', registration: null },
  professionalAttention: [],
};

/** Mounts the parcel as the host does: its props, a node of its own, the fake client's answers. */
async function mountParcel(
  screenName: RouteName,
  params: Record<string, string>,
  answers: Record<string, FakeHandler>,
) {
  const { client, calls } = createFakeClient(answers);
  const domElement = document.body.appendChild(document.createElement('div'));
  const pathname = hrefFor(screenName, params);
  const props = {
    name: `professional-${screenName}`,
    screen: screenName,
    params,
    query: {},
    portal: {
      ...INITIAL_PORTAL_STATE,
      status: 'initialized',
      sessionStatus: 'initialized',
      session: EMPTY_SESSION,
    },
    client,
    navigation: { loggedIn: jest.fn(), logout: jest.fn(), reinitialize: jest.fn() },
    location: { pathname, search: '', hash: '', state: null, key: 'default' },
    // createHref: the overview of a professional without a registration links to its first steps.
    navigator: {
      push: jest.fn(),
      replace: jest.fn(),
      createHref: (to: string | { pathname?: string }) => (typeof to === 'string' ? to : (to.pathname ?? '')),
    } as unknown as Navigator,
    onError: jest.fn(),
    domElement,
  } as RemoteScreenProps & { domElement: HTMLElement; name: string };
  // Not inside act: single-spa-react's mount resolves once React committed the first render, which
  // act would hold back until its callback returned.
  await parcel.bootstrap(props);
  const mounting = parcel.mount(props);
  /** What was sent as the parcel began to mount, before the screen's code was there. */
  const sentAtMount = calls.map((call) => call.operation).sort();
  await mounting;
  const unmount = () => parcel.unmount(props);
  return { calls, props, unmount, sentAtMount };
}

const operations = (calls: Array<{ operation: string }>) => calls.map((call) => call.operation).sort();

describe("the professional remote's parcel", () => {
  it("starts the overview's reads as it mounts; the screen shows those answers without reading again", async () => {
    const { calls, unmount, sentAtMount } = await mountParcel(
      'dashboard',
      {},
      { professionalDashboardQuery: () => DASHBOARD },
    );
    // The employers' link requests too: read through the client later, they would load Apollo's code.
    expect(sentAtMount).toEqual(['dashboardEmployerLinks', 'professionalDashboardQuery']);
    expect(await screen.findByText('Welkom, Jan de Vries')).toBeInTheDocument();
    // Neither read is sent again once the screen shows.
    await new Promise((settled) => setTimeout(settled, 100));
    expect(operations(calls)).toEqual(['dashboardEmployerLinks', 'professionalDashboardQuery']);
    await unmount();
  });

  it('shows a failed early read as before, and its retry reads again', async () => {
    let answer: FakeHandler = () => new TypeError('Failed to fetch');
    const { calls, unmount } = await mountParcel(
      'dashboard',
      {},
      { professionalDashboardQuery: (v) => answer(v) },
    );
    expect(await screen.findByText(LOAD_FAILED)).toBeInTheDocument();

    answer = () => DASHBOARD;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Welkom, Jan de Vries')).toBeInTheDocument();
    // The overview's read twice (the failed one and the retry).
    expect(operations(calls).filter((name) => name === 'professionalDashboardQuery')).toEqual([
      'professionalDashboardQuery',
      'professionalDashboardQuery',
    ]);
    await unmount();
  });

  it("starts the wizard's reads as it mounts on a step: each is sent once", async () => {
    const { calls, unmount, sentAtMount } = await mountParcel(
      'registrationForm',
      { uuid: 'item-1', step: '2' },
      {
        registrationItemQuery: () => itemAnswer(),
        registrationChoicesQuery: () => CHOICES,
        myDiplomasQuery: () => ({ myDiplomas: [] }),
        diplomaOptionsQuery: () => ({ diplomaOptions: { types: [], educations: [], educators: [] } }),
      },
    );
    expect(sentAtMount).toEqual([
      'diplomaOptionsQuery',
      'myDiplomasQuery',
      'registrationChoicesQuery',
      'registrationItemQuery',
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: /Stap 2 van/ })).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(operations(calls)).toEqual([
      'diplomaOptionsQuery',
      'myDiplomasQuery',
      'registrationChoicesQuery',
      'registrationItemQuery',
    ]);
    await unmount();
  });

  it('reads nothing more when the host moves to another step of the same screen', async () => {
    const answers = {
      registrationItemQuery: () => itemAnswer(),
      registrationChoicesQuery: () => CHOICES,
      myDiplomasQuery: () => ({ myDiplomas: [] }),
      diplomaOptionsQuery: () => ({ diplomaOptions: { types: [], educations: [], educators: [] } }),
    };
    const { calls, props, unmount } = await mountParcel(
      'registrationForm',
      { uuid: 'item-1', step: '2' },
      answers,
    );
    await screen.findByRole('heading', { level: 2, name: /Stap 2 van/ });
    await waitFor(() => expect(calls).toHaveLength(4));
    const stepThree = { ...props, params: { uuid: 'item-1', step: '3' } };
    // Not inside act, like the mount: single-spa-react's update resolves once React committed it.
    await parcel.update!({
      ...stepThree,
      location: { ...props.location, pathname: hrefFor('registrationForm', stepThree.params) },
    });
    expect(await screen.findByRole('heading', { level: 2, name: /Stap 3 van/ })).toBeInTheDocument();
    expect(calls).toHaveLength(4);
    await unmount();
  });
});
