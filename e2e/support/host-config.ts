import { writeFileSync } from 'node:fs';
import { HOST_CONFIG_FILE } from './paths';
import type { RemoteName } from './ports';
import { loadStack } from './stack';

/**
 * Points remotes of a running host elsewhere through its runtime configuration (PORTAL_CONFIG_FILE), as
 * an operator would; the host re-reads the file on change. Remotes not named load from their defaults.
 */
export async function pointRemotes(
  configFile: string,
  remotes: Partial<Record<RemoteName, number>>,
): Promise<void> {
  const { manifestUrl } = await loadStack();
  const urls = Object.fromEntries(Object.entries(remotes).map(([name, port]) => [name, manifestUrl(port)]));
  writeFileSync(configFile, JSON.stringify({ remotes: urls }));
}

/** Points the stack's host at another professional remote, or back to its own with `null`. */
export const pointProfessionalRemoteAt = (port: number | null): Promise<void> =>
  pointRemotes(HOST_CONFIG_FILE, port === null ? {} : { professional: port });
