/**
 * Where uploaded files live: outside the database, behind one small interface so a local folder
 * (the default) and an S3-compatible bucket are interchangeable. Keys are opaque to callers.
 */
export interface StorageAdapter {
  readonly kind: string;
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

/** Keys the adapters accept: generated ids with a folder, never a path from the outside. */
export const STORAGE_KEY_PATTERN = /^[a-z0-9-]+\/[a-zA-Z0-9_-]+$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Ongeldige opslagsleutel: ${key}`);
}
