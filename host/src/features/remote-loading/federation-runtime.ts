import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTE_EXPOSED_MODULE,
  REMOTE_SCOPES,
  type RemoteName,
  type RemoteParcelModule,
} from '@portal/shared/contract';
import { failureReportPlugin } from '../../runtime-plugins/failure-report-plugin';
import { shareCompatibilityPlugin } from '../../runtime-plugins/share-compatibility-plugin';
import { timeoutPlugin } from '../../runtime-plugins/timeout-plugin';
// The stateful modules only remotes run are offered by the host too, so their one instance is the host's.
import './offered-stateful-modules';

let manifests: Record<RemoteName, string> | null = null;

/** Registers the four remotes from the runtime configuration; nothing about them is in the build. */
export function initFederation(remotes: Record<RemoteName, string>): void {
  manifests = remotes;
  registerPlugins([
    timeoutPlugin(),
    shareCompatibilityPlugin(),
    failureReportPlugin((id, lifecycle) => console.warn(`Remote ${id} kon niet laden (${lifecycle})`)),
  ]);
  registerRemotes(
    (Object.keys(remotes) as RemoteName[]).map((name) => ({
      name: REMOTE_SCOPES[name],
      entry: remotes[name],
    })),
  );
}

/** A failed load is cached by the runtime (STACK.md trap 1): register the remote again before retrying. */
export function resetRemote(remote: RemoteName): void {
  if (!manifests) return;
  registerRemotes([{ name: REMOTE_SCOPES[remote], entry: manifests[remote] }], { force: true });
}

export async function loadRemoteParcel(remote: RemoteName): Promise<RemoteParcelModule> {
  const module = await loadRemote<RemoteParcelModule>(`${REMOTE_SCOPES[remote]}/${REMOTE_EXPOSED_MODULE}`);
  if (!module || typeof module.mount !== 'function') {
    throw new Error(`Remote ${remote} gaf geen parcel terug`);
  }
  return module;
}
