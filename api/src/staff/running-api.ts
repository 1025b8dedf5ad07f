/**
 * How the staff command finds a running api: the api writes `<DATA_DIR>/api-endpoint` (its
 * loopback URL and process id) at start and removes it at stop.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config/env';

export const API_ENDPOINT_FILE = 'api-endpoint';

export interface RunningApi {
  url: string;
  pid: number | null;
}

function endpointFile(config: Config): string {
  return path.join(config.dataDir, API_ENDPOINT_FILE);
}

export async function announceRunningApi(config: Config, port: number): Promise<void> {
  const record: RunningApi = { url: `http://127.0.0.1:${port}`, pid: process.pid };
  await writeFile(endpointFile(config), JSON.stringify(record), { mode: 0o600 });
}

export async function forgetRunningApi(config: Config): Promise<void> {
  await rm(endpointFile(config), { force: true });
}

export async function findRunningApi(config: Config): Promise<RunningApi> {
  try {
    const record = JSON.parse(await readFile(endpointFile(config), 'utf8')) as Partial<RunningApi>;
    if (typeof record.url === 'string')
      return { url: record.url, pid: typeof record.pid === 'number' ? record.pid : null };
  } catch {
    // No file (or a damaged one): fall back to the configured port.
  }
  return { url: `http://127.0.0.1:${config.port}`, pid: null };
}

export function processIsAlive(pid: number | null): boolean {
  if (pid === null) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
