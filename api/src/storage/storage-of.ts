/** The storage adapter of a running api: the S3 bucket when S3_BUCKET is set, else a folder in DATA_DIR. */
import path from 'node:path';
import type { Config } from '../config/env';
import { LocalStorageAdapter } from './local-storage';
import { S3StorageAdapter } from './s3-storage';
import type { StorageAdapter } from './storage-adapter';

const adapters = new Map<string, StorageAdapter>();

export function storageOf(config: Config): StorageAdapter {
  const s3 = config.s3;
  const id = s3 ? `s3:${s3.endpoint ?? 'aws'}/${s3.bucket}/${s3.prefix}` : path.join(config.dataDir, 'files');
  let adapter = adapters.get(id);
  if (!adapter) {
    adapter = s3 ? new S3StorageAdapter(s3) : new LocalStorageAdapter(id);
    adapters.set(id, adapter);
  }
  return adapter;
}
