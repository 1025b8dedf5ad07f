import { isRemoteRefused, shareCompatibilityPlugin } from '../share-compatibility-plugin';

/** The host's shared options as the federation runtime keeps them. */
const hostShared = {
  '@portal/shared/session': [
    { version: '1.2.0', shareConfig: { singleton: true, requiredVersion: '^1.2.0' } },
  ],
  '@portal/shared/format': [
    { version: '1.0.0', shareConfig: { singleton: false, requiredVersion: '^1.0.0' } },
  ],
};

function snapshotArgs(shared: object[]) {
  return {
    from: 'manifest' as const,
    manifestUrl: 'https://cdn.example.nl/professional/2.0.0/mf-manifest.json',
    manifestJson: { shared },
    moduleInfo: {
      name: 'portal_professional',
      entry: 'https://cdn.example.nl/professional/2.0.0/mf-manifest.json',
    },
    options: { shared: hostShared },
    remoteSnapshot: {},
  };
}

type Hook = (args: ReturnType<typeof snapshotArgs>) => Promise<unknown>;
const check = shareCompatibilityPlugin().loadRemoteSnapshot as unknown as Hook;

describe('shareCompatibilityPlugin', () => {
  it('lets a remote through whose stateful modules the host serves, whatever its stateless versions', async () => {
    const args = snapshotArgs([
      { name: '@portal/shared/session', version: '1.1.0', singleton: true, requiredVersion: '^1.1.0' },
      { name: '@portal/shared/format', version: '1.3.0', singleton: false, requiredVersion: '^1.3.0' },
    ]);
    await expect(check(args)).resolves.toBe(args);
  });

  it('refuses a remote that needs a newer or another major of a stateful module, naming module and versions', async () => {
    const refusal = await check(
      snapshotArgs([
        { name: '@portal/shared/session', version: '2.0.0', singleton: true, requiredVersion: '^2.0.0' },
      ]),
    ).catch((error: unknown) => error);
    expect(isRemoteRefused(refusal)).toBe(true);
    expect((refusal as Error).message).toBe(
      'portal_professional geweigerd vóór het laden: @portal/shared/session (remote 2.0.0, vraagt ^2.0.0; host 1.2.0)',
    );
    await expect(
      check(
        snapshotArgs([
          { name: '@portal/shared/session', version: '1.3.0', singleton: true, requiredVersion: '^1.3.0' },
        ]),
      ),
    ).rejects.toThrow('vraagt ^1.3.0; host 1.2.0');
  });

  it('refuses a stateful module the host does not offer', async () => {
    await expect(
      check(
        snapshotArgs([
          { name: '@portal/shared/data', version: '1.0.0', singleton: true, requiredVersion: '^1.0.0' },
        ]),
      ),
    ).rejects.toThrow('@portal/shared/data (remote 1.0.0, vraagt ^1.0.0; host geen)');
  });
});
