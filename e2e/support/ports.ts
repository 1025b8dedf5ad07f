/**
 * Ports of the stack the browser tests start; apart from the defaults so a running portal is left alone.
 * `E2E_PORT_OFFSET` moves them all, so two checkouts can run their browser tests side by side.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;

/** The stack's remote servers, by the remote names of shared/src/routes/remotes.json. */
const REMOTE_PORTS = {
  account: 8181 + offset,
  professional: 8182 + offset,
  employer: 8183 + offset,
  educator: 8184 + offset,
};
export type RemoteName = keyof typeof REMOTE_PORTS;

export const E2E_PORTS = {
  api: 4100 + offset,
  host: 8180 + offset,
  ...REMOTE_PORTS,
  /** Extra servers the federation tests start and stop themselves. */
  professionalControlled: 8282 + offset,
  professionalNext: 8283 + offset,
  /** The version-skew tests (tests/version-skew.spec.ts): a second host of the same build and one of a newer build, */
  skewHost: 8285 + offset,
  skewHostAhead: 8286 + offset,
  /** and remote builds against other versions of the shared packages. */
  accountAhead: 8287 + offset,
  professionalNextMajor: 8288 + offset,
};

export const DEMO_PASSWORD = 'Demo-Wachtwoord-2026!';
