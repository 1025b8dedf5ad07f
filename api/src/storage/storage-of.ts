/** The storage adapter of a running api (one per DATA_DIR; an S3 adapter would be chosen here). */
import path from 'node:path';
import type { Config } from '../config/env';
import { LocalStorageAdapter } from './local-storage';
import type { StorageAdapter } from './storage-adapter';

const adapters = new Map<string, StorageAdapter>();

export function storageOf(config: Config): StorageAdapter {
  const root = path.join(config.dataDir, 'files');
  let adapter = adapters.get(root);
  if (!adapter) {
    adapter = new LocalStorageAdapter(root);
    adapters.set(root, adapter);
  }
  return adapter;
}
