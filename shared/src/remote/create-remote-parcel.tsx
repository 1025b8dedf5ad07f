import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import dayjs from 'dayjs';
import 'dayjs/locale/nl';
import type { RemoteParcelModule, RemoteScreenProps } from '../contract/remote-contract';
import { RemotePropsContext } from './remote-props-context';

dayjs.locale('nl');

export type RemoteScreenMap = Record<string, LazyExoticComponent<ComponentType> | ComponentType>;

function RemoteRoot({
  screens,
  version,
  ...props
}: RemoteScreenProps & { screens: RemoteScreenMap; version: string }) {
  const Screen = screens[props.screen];
  return (
    <RemotePropsContext.Provider value={props}>
      <Suspense fallback={<p role="status">Laden...</p>}>
        {Screen ? <Screen /> : <p>Dit onderdeel is nog niet beschikbaar.</p>}
      </Suspense>
      {/* Which build of this remote is live: operators check it after a deploy or a roll-back. */}
      <small className="portal-remote-version" data-remote-version={version}>
        Versie {version}
      </small>
    </RemotePropsContext.Provider>
  );
}

/**
 * Turns a remote's screen map into the parcel the host mounts (single-spa-react on React 19 needs
 * ReactDOMClient, STACK.md trap 6). Errors inside a screen bubble to single-spa, which the host's
 * mount point shows as its Dutch error panel.
 */
export function createRemoteParcel(screens: RemoteScreenMap, version: string): RemoteParcelModule {
  const Root = (props: RemoteScreenProps) => <RemoteRoot {...props} screens={screens} version={version} />;
  const lifecycles = singleSpaReact<RemoteScreenProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: () => <p role="alert">Er ging iets mis bij het tonen van dit onderdeel.</p>,
  });
  return {
    bootstrap: lifecycles.bootstrap as RemoteParcelModule['bootstrap'],
    mount: lifecycles.mount as RemoteParcelModule['mount'],
    unmount: lifecycles.unmount as RemoteParcelModule['unmount'],
    update: lifecycles.update as RemoteParcelModule['update'],
    screens: Object.keys(screens),
    version,
  };
}
