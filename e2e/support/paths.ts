import { resolve } from 'node:path';

export const ROOT = resolve(__dirname, '..', '..');
export const E2E_STATE_DIR = resolve(ROOT, 'e2e', '.state');
/** The host re-reads this file on change: tests point a remote elsewhere without restarting anything. */
export const HOST_CONFIG_FILE = resolve(E2E_STATE_DIR, 'host-config.json');
/** Review artefacts of the browser tests (ignored by git). */
export const SCREENSHOT_DIR = resolve(ROOT, 'e2e', 'test-results', 'screenshots');
