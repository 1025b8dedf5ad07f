/** Ports of the stack the browser tests start; apart from the defaults so a running portal is left alone. */
export const E2E_PORTS = {
  api: 4100,
  host: 8180,
  account: 8181,
  professional: 8182,
  employer: 8183,
  educator: 8184,
  /** Extra servers the federation tests start and stop themselves. */
  professionalControlled: 8282,
  professionalNext: 8283,
};

export const DEMO_PASSWORD = 'Demo-Wachtwoord-2026!';
