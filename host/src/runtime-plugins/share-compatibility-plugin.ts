import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { judgeRemote, type SharedDeclaration, type ShareVerdict } from '@portal/shared/share-compatibility';

/** A remote the host will not run: it needs a stateful shared module the host cannot give. */
export class RemoteRefusedError extends Error {
  override name = 'RemoteRefusedError';

  constructor(
    /** The remote's federation scope, e.g. portal_professional. */
    readonly scope: string,
    readonly refused: ShareVerdict[],
  ) {
    super(
      `${scope} geweigerd vóór het laden: ${refused
        .map(
          (verdict) =>
            `${verdict.name} (remote ${verdict.remoteVersion}, vraagt ${verdict.requiredVersion}; host ${verdict.hostVersion ?? 'geen'})`,
        )
        .join(', ')}`,
    );
  }
}

export const isRemoteRefused = (error: unknown): error is RemoteRefusedError =>
  error instanceof Error && error.name === 'RemoteRefusedError';

interface HostShared {
  version: string;
  shareConfig?: { singleton?: boolean; requiredVersion?: string | false };
}

/** What the host's own build offers, from the runtime's options (the same list as its manifest). */
function hostOffer(shared: Record<string, HostShared[]> | undefined): SharedDeclaration[] {
  return Object.entries(shared ?? {}).flatMap(([name, versions]) =>
    versions.map((entry) => ({
      name,
      version: entry.version,
      singleton: entry.shareConfig?.singleton === true,
      requiredVersion: entry.shareConfig?.requiredVersion,
    })),
  );
}

/**
 * Compares a remote's manifest with what the host offers as soon as the manifest arrives, before the
 * runtime loads its remoteEntry.js: a remote that needs a stateful singleton the host cannot give
 * (another major, or newer than the host's) is refused, so none of its code runs against the wrong
 * instance (docs/decisions/0008-versions-per-shared-package.md). Stateless modules never refuse: the
 * remote then runs its own copy.
 */
export function shareCompatibilityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-share-compatibility-plugin',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestJson) return Promise.resolve(args);
      const { refused } = judgeRemote(
        args.manifestJson.shared as SharedDeclaration[],
        hostOffer(args.options.shared as unknown as Record<string, HostShared[]>),
      );
      if (refused.length > 0) return Promise.reject(new RemoteRefusedError(args.moduleInfo.name, refused));
      return Promise.resolve(args);
    },
  };
}
