import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import type { RemoteErrorKind, RemoteName, RemoteScreenProps } from '@portal/shared/contract';
import { LoadingPanel } from '../../components/loading-panel';
import { reportError } from '../../lib/error-reporting';
import { nextTask } from '../../lib/next-task';
import { isRemoteRefused } from '../../runtime-plugins/share-compatibility-plugin';
import { loadRemoteParcel, resetRemote } from './federation-runtime';
import { clearReloadMarker, reloadOnce } from './reload-once';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteErrorPanel } from './remote-error-panel';

type MountStatus = 'loading' | 'mounted' | 'failed';
type HostScreenProps = Omit<RemoteScreenProps, 'onError'>;

/**
 * Loads a remote at run time and mounts its single-spa parcel in a node React leaves alone. One
 * parcel per remote stays mounted while the user moves between that remote's screens; new props are
 * passed with `update`. Every failure (the remote does not load, a screen throws, a screen's chunk
 * fails) reloads the page once and then shows the Dutch panel with 'Opnieuw proberen' (SPEC section 8).
 * A remote the host refuses before it runs (docs/decisions/0008) gets the panel without a reload.
 */
function RemoteParcel({ remote, screenProps }: { remote: RemoteName; screenProps: HostScreenProps }) {
  const container = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);
  const [status, setStatus] = useState<MountStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const attemptRef = useRef(attempt);
  attemptRef.current = attempt;

  const fail = useCallback(
    (error: unknown, kind: RemoteErrorKind | 'load') => {
      // A refused remote (it needs a stateful module the host cannot give) stays refused after a
      // reload: the panel comes at once, and error reporting learns which module and versions.
      if (isRemoteRefused(error)) {
        reportError(error, `Remote ${remote} (geweigerd)`);
        setStatus('failed');
        return;
      }
      reportError(error, `Remote ${remote} (${kind})`);
      // The first failure on a route reloads the page once; after that the panel offers a retry.
      if (attemptRef.current === 0 && reloadOnce()) return;
      setStatus('failed');
    },
    [remote],
  );
  const props = useMemo<RemoteScreenProps>(() => ({ ...screenProps, onError: fail }), [screenProps, fail]);
  const latestProps = useRef(props);
  latestProps.current = props;

  // single-spa refuses an update while the previous one is still running: updates go one after the
  // other, and only the newest props are sent, so a navigation right after a session change is not lost.
  const updates = useRef<Promise<unknown>>(Promise.resolve());
  const sendLatestProps = useCallback(() => {
    updates.current = updates.current
      .then(() => {
        const mounted = parcel.current;
        if (mounted?.update && mounted.getStatus() === 'MOUNTED') return mounted.update(latestProps.current);
        return undefined;
      })
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    let cancelled = false;
    setStatus('loading');
    loadRemoteParcel(remote)
      .then(async (module) => {
        // The parcel mounts in a task of its own: the remote's entry and modules have just run in this
        // one, and on a phone the two together were a long task (issue 8).
        await nextTask();
        if (cancelled || !container.current) return;
        clearReloadMarker();
        const mountedWith = latestProps.current;
        const mounted = mountRootParcel(module as unknown as ParcelConfig, {
          ...mountedWith,
          domElement: container.current,
        });
        parcel.current = mounted;
        await mounted.mountPromise;
        if (cancelled) return;
        setStatus((current) => (current === 'failed' ? current : 'mounted'));
        // Props that changed while the parcel was mounting (a navigation, a new session) follow now.
        if (latestProps.current !== mountedWith) sendLatestProps();
      })
      .catch((error: unknown) => {
        if (!cancelled) fail(error, 'load');
      });
    return () => {
      cancelled = true;
      const mounted = parcel.current;
      parcel.current = null;
      if (mounted && mounted.getStatus() === 'MOUNTED') void mounted.unmount();
    };
  }, [remote, attempt, fail, sendLatestProps]);

  // Every new set of props (another screen, params, the session) goes to the mounted parcel.
  useEffect(() => sendLatestProps(), [props, sendLatestProps]);

  // Another screen of a mounted remote: its error boundary starts afresh, so the panel goes.
  const screen = screenProps.screen;
  useEffect(() => {
    if (parcel.current?.getStatus() === 'MOUNTED') {
      setStatus((current) => (current === 'failed' ? 'mounted' : current));
    }
  }, [screen]);

  const retry = () => {
    resetRemote(remote);
    // A screen that crashed on its data starts again with fresh answers, not the cached ones.
    void screenProps.client.clearStore().finally(() => setAttempt((count) => count + 1));
  };

  return (
    // The slot keeps the content area's place while the remote loads; 'Laden...' lies over it, so the
    // screen that mounts underneath is never pushed down when the panel goes (portal.css, issue 8).
    <div className="portal-remote-slot">
      {status === 'loading' && <LoadingPanel overlay />}
      {status === 'failed' && <RemoteErrorPanel onRetry={retry} />}
      <div ref={container} data-remote={remote} hidden={status === 'failed'} />
    </div>
  );
}

/** A remote's parcel inside the host's error boundary; the retry after a caught error starts afresh. */
export function RemoteMount({ remote, screenProps }: { remote: RemoteName; screenProps: HostScreenProps }) {
  const [boundaryKey, setBoundaryKey] = useState(0);
  const [failed, setFailed] = useState(false);
  const onError = useCallback(
    (error: unknown) => {
      reportError(error, `Remote ${remote} (host)`);
      if (!reloadOnce()) setFailed(true);
    },
    [remote],
  );
  if (failed) {
    return (
      <RemoteErrorPanel
        onRetry={() => {
          setFailed(false);
          setBoundaryKey((key) => key + 1);
        }}
      />
    );
  }
  return (
    <RemoteErrorBoundary key={boundaryKey} onError={onError}>
      <RemoteParcel remote={remote} screenProps={screenProps} />
    </RemoteErrorBoundary>
  );
}
