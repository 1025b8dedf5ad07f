import { writeFileSync } from 'node:fs';
import { HOST_CONFIG_FILE } from './paths';
import { E2E_PORTS } from './ports';

/** Points the host's runtime configuration at another professional remote, as an operator would. */
export function pointProfessionalRemoteAt(port: number | null): void {
  const remotes = port === null ? {} : { professional: `http://localhost:${port}/mf-manifest.json` };
  writeFileSync(HOST_CONFIG_FILE, JSON.stringify({ remotes }));
}

export const defaultProfessionalPort = E2E_PORTS.professional;
