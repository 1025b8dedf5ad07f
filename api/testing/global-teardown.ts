import { rm } from 'node:fs/promises';
import { PGLITE_TEMPLATE_ENV } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env[PGLITE_TEMPLATE_ENV];
  if (dir) await rm(dir, { recursive: true, force: true });
}
