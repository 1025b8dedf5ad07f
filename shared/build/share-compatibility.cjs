// Whether the host can serve what a remote build was built against, judged from the `shared` list of
// the remote's mf-manifest.json before any of its code runs. One rule for the host's runtime check
// (host/src/runtime-plugins/share-compatibility-plugin.ts) and for `pnpm remote:check`
// (scripts/remote-check.mjs); see docs/decisions/0008-versions-per-shared-package.md.

// The federation runtime's own range check, so a refusal here is judged exactly as the runtime judges
// which shared version a remote gets. In the host's bundle this resolves to the runtime instance the
// bundler already ships (the federation plugin aliases `@module-federation/runtime`), so it adds no code.
const { satisfy } = require('@module-federation/runtime');

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
  const fits = host !== undefined && satisfy(host.version, requiredVersion);

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
  // Within the host's caret range (same major, or same minor below 1.0) and yet not served: the remote
  // was built against a newer release than the host's. Anything else is a breaking line apart.
  const why = satisfy(remote.version, `^${host.version}`)
    ? 'nieuwer dan die van de host'
    : 'een andere major';
  return verdict(
    'refused',
    `één instantie nodig: de remote vraagt ${requiredVersion} (${why}), de host biedt ${host.version}`,
  );
}

// Builds before decision 0018 also declared react-router and react-router-dom by name. Their code reached
// the router only through '@portal/shared/router' (lint refuses the names elsewhere): the by-name entry
// belongs to that module's own fallback, which never runs beside the host's. A host that serves the
// shared router as one instance therefore serves them, and such a build can still be deployed or rolled
// back to.
const SERVED_INSIDE = {
  'react-router': '@portal/shared/router',
  'react-router-dom': '@portal/shared/router',
};

/**
 * A module the host no longer offers by its name but inside another one (SERVED_INSIDE), or undefined.
 * @param {SharedDeclaration} remote
 * @param {Map<string, SharedDeclaration>} offered
 * @returns {ShareVerdict | undefined}
 */
function servedInside(remote, offered) {
  const container = Object.prototype.hasOwnProperty.call(SERVED_INSIDE, remote.name)
    ? offered.get(SERVED_INSIDE[remote.name])
    : undefined;
  if (offered.has(remote.name) || !container || container.singleton !== true) return undefined;
  return {
    name: remote.name,
    decision: 'shared',
    reason: `de host biedt deze module binnen ${container.name} ${container.version}`,
    remoteVersion: remote.version,
    requiredVersion: String(remote.requiredVersion || `^${remote.version}`),
    hostVersion: container.version,
    stateful: remote.singleton === true,
  };
}

/**
 * @param {SharedDeclaration[]} remoteShared the remote manifest's `shared`
 * @param {SharedDeclaration[]} hostShared what the host offers (its manifest's `shared`, or its runtime's)
 */
function judgeRemote(remoteShared, hostShared) {
  const offered = new Map(hostShared.map((entry) => [entry.name, entry]));
  const verdicts = remoteShared.map(
    (entry) => servedInside(entry, offered) ?? judgeSharedModule(entry, offered.get(entry.name)),
  );
  return { verdicts, refused: verdicts.filter((verdict) => verdict.decision === 'refused') };
}

module.exports = { judgeRemote, judgeSharedModule, satisfies: satisfy };
