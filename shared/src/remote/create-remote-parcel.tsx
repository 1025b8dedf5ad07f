import { startTransition, Suspense, type ComponentType, type ReactNode } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { Route, Router, Routes } from '@portal/shared-router';
import singleSpaReact from 'single-spa-react';
import type { RemoteParcelModule, RemoteScreenProps } from '@portal/shared-contract';
import { isRouteName, routeByName, type RouteName } from '@portal/shared-routes';
import { resetFailedScreens } from './lazy-screen';
import { RemotePropsContext } from './remote-props-context';
import { ScreenErrorBoundary } from './screen-error-boundary';

/** A remote's screens by route name: a name that is not in the route table fails to compile. */
export type RemoteScreenMap = Partial<Record<RouteName, ComponentType>>;

function RemoteRoot({
  screens,
  version,
  ...props
}: RemoteScreenProps & { screens: RemoteScreenMap; version: string }) {
  const Screen = screens[props.screen];
  const element = Screen ? <Screen /> : <p>Dit onderdeel is nog niet beschikbaar.</p>;
  const path = isRouteName(props.screen) ? routeByName(props.screen).path : '*';
  return (
    // The host's location and navigator: Link, useNavigate and useParams move the one history the
    // host owns; a remote never creates a second one.
    <Router location={props.location} navigator={props.navigator}>
      <RemotePropsContext.Provider value={props}>
        {/* Keyed by screen: moving on to another screen of this remote starts without the old error. */}
        <ScreenErrorBoundary key={props.screen} onError={props.onError}>
          <Suspense fallback={<p role="status">Laden...</p>}>
            <Routes>
              <Route path={path} element={element} />
              <Route path="*" element={element} />
            </Routes>
            {/* Which build of this remote is live: operators check it after a deploy or a roll-back.
                Inside the Suspense: it appears with the screen instead of being pushed down by it. */}
            <small className="portal-remote-version" data-remote-version={version}>
              Versie {version}
            </small>
          </Suspense>
        </ScreenErrorBoundary>
      </RemotePropsContext.Provider>
    </Router>
  );
}

/**
 * ReactDOMClient for single-spa-react, with the first render of a parcel's root as a transition: React
 * renders a concurrent update in slices of a few milliseconds, so the screen's first render (antd's
 * styles included) no longer blocks the page in one long task (issue 8: 0.3 s at a phone's speed for
 * the login screen). Later renders (new props from the host: a navigation, a new session) are ordinary
 * updates, so a screen change still shows 'Laden...' at once.
 */
const clientWithSlicedFirstRender: Pick<typeof ReactDOMClient, 'createRoot'> = {
  createRoot(container, options) {
    const root = ReactDOMClient.createRoot(container, options);
    let rendered = false;
    return {
      render(children: ReactNode) {
        if (rendered) return root.render(children);
        rendered = true;
        startTransition(() => root.render(children));
      },
      unmount: () => root.unmount(),
    };
  },
};

/**
 * Turns a remote's screen map into the parcel the host mounts (single-spa-react on React 19 needs
 * ReactDOMClient, STACK.md trap 6). A screen's render error or failed chunk does not reach single-spa
 * (a parcel's React root keeps its errors to itself): ScreenErrorBoundary catches it and reports it to
 * the host through `onError`, and the host shows its Dutch panel with a retry.
 */
export function createRemoteParcel(screens: RemoteScreenMap, version: string): RemoteParcelModule {
  const Root = (props: RemoteScreenProps) => <RemoteRoot {...props} screens={screens} version={version} />;
  const lifecycles = singleSpaReact<RemoteScreenProps>({
    React,
    ReactDOMClient: clientWithSlicedFirstRender as typeof ReactDOMClient,
    rootComponent: Root,
  });
  return {
    bootstrap: lifecycles.bootstrap as RemoteParcelModule['bootstrap'],
    // A new mount is the host's retry: screens whose chunk failed try their import again.
    mount: (props) => {
      resetFailedScreens();
      return (lifecycles.mount as RemoteParcelModule['mount'])(props);
    },
    unmount: lifecycles.unmount as RemoteParcelModule['unmount'],
    update: lifecycles.update as RemoteParcelModule['update'],
    screens: Object.keys(screens),
    version,
  };
}
