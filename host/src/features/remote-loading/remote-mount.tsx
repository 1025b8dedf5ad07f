import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import type { RemoteName, RemoteScreenProps } from '@portal/shared/contract';
import { loadRemoteParcel, resetRemote } from './federation-runtime';
import { clearReloadMarker, reloadOnce } from './reload-once';
import { LoadingPanel } from '../pages/loading-panel';
import { RemoteErrorPanel } from './remote-error-panel';

type MountStatus = 'loading' | 'mounted' | 'failed';

/**
 * Loads a remote at run time and mounts its single-spa parcel in a node React leaves alone. One
 * parcel per remote stays mounted while the user moves between that remote's screens; new props are
 * passed with `update`.
 */
export function RemoteMount({ remote, screenProps }: { remote: RemoteName; screenProps: RemoteScreenProps }) {
  const container = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);
  const latestProps = useRef(screenProps);
  latestProps.current = screenProps;
  const [status, setStatus] = useState<MountStatus>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setStatus('loading');
    loadRemoteParcel(remote)
      .then(async (module) => {
        if (cancelled || !container.current) return;
        clearReloadMarker();
        const mounted = mountRootParcel(module as unknown as ParcelConfig, {
          ...latestProps.current,
          domElement: container.current,
        });
        parcel.current = mounted;
        await mounted.mountPromise;
        if (!cancelled) setStatus('mounted');
      })
      .catch(() => {
        if (cancelled) return;
        // The first failure on a route reloads the page once; after that the panel offers a retry.
        if (attempt === 0 && reloadOnce()) return;
        setStatus('failed');
      });
    return () => {
      cancelled = true;
      const mounted = parcel.current;
      parcel.current = null;
      if (mounted && mounted.getStatus() === 'MOUNTED') void mounted.unmount();
    };
  }, [remote, attempt]);

  useEffect(() => {
    const mounted = parcel.current;
    if (mounted?.update && mounted.getStatus() === 'MOUNTED') void mounted.update(screenProps);
  }, [screenProps]);

  const retry = () => {
    resetRemote(remote);
    setAttempt((count) => count + 1);
  };

  return (
    <>
      {status === 'loading' && <LoadingPanel />}
      {status === 'failed' && <RemoteErrorPanel onRetry={retry} />}
      <div ref={container} data-remote={remote} hidden={status === 'failed'} />
    </>
  );
}
