// eslint-disable-next-line @typescript-eslint/no-require-imports
const { judgeRemote, satisfies } = require('../share-compatibility.cjs');

const host = [
  { name: '@portal/shared/session', version: '1.2.0', singleton: true, requiredVersion: '^1.2.0' },
  { name: '@portal/shared/format', version: '1.0.0', singleton: false, requiredVersion: '^1.0.0' },
  { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
];
const decisionOf = (entry: object) => judgeRemote([entry], host).verdicts[0];

describe('satisfies', () => {
  it.each([
    ['1.2.0', '^1.0.0', true],
    ['1.0.0', '^1.1.0', false],
    ['2.0.0', '^1.0.0', false],
    ['0.2.1', '^0.2.0', true],
    ['0.3.0', '^0.2.0', false],
    ['19.3.1', '19.x', true],
    ['1.0.0', '*', true],
    ['1.0.0', '1.0.0', true],
    // react-router and react-router-dom are shared with a tilde range
    ['7.18.2', '~7.18.0', true],
    ['7.19.0', '~7.18.0', false],
    ['2.0.0', '>=1.0.0', true],
  ])('%s against %s is %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});

describe('judgeRemote', () => {
  it('shares a stateful module the host serves at the same or a newer minor', () => {
    const verdict = decisionOf({
      name: '@portal/shared/session',
      version: '1.1.0',
      singleton: true,
      requiredVersion: '^1.1.0',
    });
    expect(verdict).toMatchObject({ decision: 'shared', hostVersion: '1.2.0', requiredVersion: '^1.1.0' });
  });

  it('refuses a stateful module that is newer than the host’s or of another major', () => {
    const newer = decisionOf({
      name: '@portal/shared/session',
      version: '1.3.0',
      singleton: true,
      requiredVersion: '^1.3.0',
    });
    expect(newer).toMatchObject({ decision: 'refused', hostVersion: '1.2.0', remoteVersion: '1.3.0' });
    expect(newer.reason).toContain('nieuwer');
    const major = decisionOf({
      name: '@portal/shared/session',
      version: '2.0.0',
      singleton: true,
      requiredVersion: '^2.0.0',
    });
    expect(major.reason).toContain('andere major');
    const older = decisionOf({
      name: 'react',
      version: '18.3.0',
      singleton: true,
      requiredVersion: '^18.3.0',
    });
    expect(older.decision).toBe('refused');
    expect(older.reason).toContain('andere major');
  });

  it('shares a stateful module whose tilde range the host’s patch release satisfies', () => {
    const routerHost = [
      { name: 'react-router', version: '7.18.2', singleton: true, requiredVersion: '~7.18.0' },
    ];
    const [verdict] = judgeRemote(
      [{ name: 'react-router', version: '7.18.0', singleton: true, requiredVersion: '~7.18.0' }],
      routerHost,
    ).verdicts;
    expect(verdict.decision).toBe('shared');
  });

  describe('a build from before decision 0018, which declared react-router by name', () => {
    const sharedRouter = {
      name: '@portal/shared/router',
      version: '1.0.0',
      singleton: true,
      requiredVersion: '^1.0.0',
    };
    const oldRemote = [
      { name: '@portal/shared/router', version: '1.0.0', singleton: true, requiredVersion: '^1.0.0' },
      { name: 'react-router', version: '7.18.5', singleton: true, requiredVersion: '^7.18.5' },
      { name: 'react-router-dom', version: '7.18.5', singleton: true, requiredVersion: '^7.18.5' },
    ];

    it('runs on a host that serves the router only inside @portal/shared/router', () => {
      const { verdicts, refused } = judgeRemote(oldRemote, [...host, sharedRouter]);
      expect(refused).toEqual([]);
      expect(verdicts[1]).toMatchObject({ name: 'react-router', decision: 'shared', hostVersion: '1.0.0' });
      expect(verdicts[1].reason).toBe('de host biedt deze module binnen @portal/shared/router 1.0.0');
    });

    it('is refused by a host without the shared router', () => {
      const { refused } = judgeRemote(oldRemote, host);
      expect(refused.map((verdict: { name: string }) => verdict.name)).toEqual([
        '@portal/shared/router',
        'react-router',
        'react-router-dom',
      ]);
    });

    it('is judged by name where the host still offers react-router by name', () => {
      const byName = { name: 'react-router', version: '7.17.0', singleton: true, requiredVersion: '^7.17.0' };
      const [, verdict] = judgeRemote(oldRemote, [...host, sharedRouter, byName]).verdicts;
      expect(verdict).toMatchObject({ decision: 'refused', hostVersion: '7.17.0' });
    });
  });

  it('refuses a stateful module the host does not offer', () => {
    expect(decisionOf({ name: '@portal/shared/data', version: '1.0.0', singleton: true }).decision).toBe(
      'refused',
    );
  });

  it('lets a remote with a newer stateless library run its own copy, never refusing it', () => {
    const verdict = decisionOf({
      name: '@portal/shared/format',
      version: '2.0.0',
      singleton: false,
      requiredVersion: '^2.0.0',
    });
    expect(verdict.decision).toBe('own-copy');
    const same = decisionOf({
      name: '@portal/shared/format',
      version: '1.0.0',
      singleton: false,
      requiredVersion: '^1.0.0',
    });
    expect(same.decision).toBe('shared');
    const { refused } = judgeRemote(
      [{ name: '@portal/shared/format', version: '3.0.0', requiredVersion: '^3.0.0' }],
      host,
    );
    expect(refused).toEqual([]);
  });
});
