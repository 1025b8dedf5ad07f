// Whether the host can serve what a remote build was built against, judged from the `shared` list of
// the remote's mf-manifest.json before any of its code runs. One rule for the host's runtime check
// (host/src/runtime-plugins/share-compatibility-plugin.ts) and for `pnpm remote:check`
// (scripts/remote-check.mjs); see docs/decisions/0008-versions-per-shared-package.md.

/** @param {string} version */
function parseVersion(version) {
  const match = /^(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?/.exec(String(version).trim());
  if (!match) return null;
  const part = (value) => (value === undefined || value === 'x' || value === '*' ? null : Number(value));
  return [Number(match[1]), part(match[2]), part(match[3])];
}

function compare(a, b) {
  for (let index = 0; index < 3; index += 1) {
    if ((a[index] ?? 0) !== (b[index] ?? 0)) return (a[index] ?? 0) < (b[index] ?? 0) ? -1 : 1;
  }
  return 0;
}

/**
 * Whether `version` satisfies `range`, for the ranges the builds declare: `^x.y.z` (caret, with its
 * 0.x rules), `x.x` / `x.y.x`, an exact version, `*` or none.
 */
function satisfies(version, range) {
  if (range === false || range === undefined || range === null || range === '' || range === '*') return true;
  const have = parseVersion(version);
  const caret = String(range).startsWith('^');
  const want = parseVersion(caret ? String(range).slice(1) : range);
  if (!have || !want) return false;
  if (!caret) {
    return want.every((part, index) => part === null || part === have[index]);
  }
  if (compare(have, want) < 0) return false;
  // ^1.2.3 := >=1.2.3 <2.0.0; ^0.2.3 := >=0.2.3 <0.3.0; ^0.0.3 := exactly 0.0.3
  if (want[0] !== 0) return have[0] === want[0];
  if ((want[1] ?? 0) !== 0) return have[0] === 0 && have[1] === want[1];
  return have[0] === 0 && have[1] === 0 && have[2] === (want[2] ?? 0);
}

const majorOf = (version) => parseVersion(version)?.[0];

/**
 * @typedef {{ name: string, version: string, singleton?: boolean, requiredVersion?: string | false }} SharedDeclaration
 * @typedef {'shared' | 'own-copy' | 'refused'} ShareDecision
 * @typedef {{ name: string, decision: ShareDecision, reason: string, remoteVersion: string,
 *   requiredVersion: string, hostVersion: string | null, stateful: boolean }} ShareVerdict
 */

/**
 * @param {SharedDeclaration} remote one entry of the remote manifest's `shared`
 * @param {SharedDeclaration | undefined} host what the host offers under that name
 * @returns {ShareVerdict}
 */
function judgeSharedModule(remote, host) {
  const stateful = remote.singleton === true;
  const requiredVersion = remote.requiredVersion || `^${remote.version}`;
  const hostVersion = host ? host.version : null;
  const verdict = (decision, reason) => ({
    name: remote.name,
    decision,
    reason,
    remoteVersion: remote.version,
    requiredVersion: String(requiredVersion),
    hostVersion,
    stateful,
  });
  const fits = host !== undefined && satisfies(host.version, requiredVersion);

  if (!stateful) {
    return fits
      ? verdict('shared', `de host biedt ${host.version}, de remote vraagt ${requiredVersion}`)
      : verdict(
          'own-copy',
          host
            ? `de remote vraagt ${requiredVersion}, de host biedt ${host.version}: de remote laadt zijn eigen ${remote.version}`
            : `de host biedt deze module niet: remotes die ${requiredVersion} aanvaarden delen één kopie, anders laadt de remote zijn eigen ${remote.version}`,
        );
  }
  if (!host) return verdict('refused', 'één instantie nodig, maar de host biedt deze module niet');
  if (host.singleton !== true)
    return verdict('refused', 'één instantie nodig, maar de host deelt deze module per versie');
  if (fits)
    return verdict(
      'shared',
      `één instantie: de host biedt ${host.version}, de remote vraagt ${requiredVersion}`,
    );
  const hostIsNewer = compare(parseVersion(host.version) ?? [], parseVersion(remote.version) ?? []) > 0;
  const why =
    majorOf(host.version) !== majorOf(remote.version) || hostIsNewer
      ? 'een andere major'
      : 'nieuwer dan die van de host';
  return verdict(
    'refused',
    `één instantie nodig: de remote vraagt ${requiredVersion} (${why}), de host biedt ${host.version}`,
  );
}

/**
 * @param {SharedDeclaration[]} remoteShared the remote manifest's `shared`
 * @param {SharedDeclaration[]} hostShared what the host offers (its manifest's `shared`, or its runtime's)
 */
function judgeRemote(remoteShared, hostShared) {
  const offered = new Map(hostShared.map((entry) => [entry.name, entry]));
  const verdicts = remoteShared.map((entry) => judgeSharedModule(entry, offered.get(entry.name)));
  return { verdicts, refused: verdicts.filter((verdict) => verdict.decision === 'refused') };
}

module.exports = { judgeRemote, judgeSharedModule, satisfies };
