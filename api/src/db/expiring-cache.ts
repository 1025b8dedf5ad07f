/**
 * A value read from the database, kept per database for a short time: for what every request needs
 * and hardly ever changes (portal flags, reference data). Concurrent requests share one read; a failed
 * read is not kept.
 */
import type { Db } from './connection';

export interface ExpiringCache<Value> {
  get(db: Db): Promise<Value>;
  /** A value just read some other way (together with another statement): it restarts the clock. */
  set(db: Db, value: Value): void;
  forget(db: Db): void;
}

export function expiringPerDatabase<Value>(
  freshMs: number,
  load: (db: Db) => Promise<Value>,
): ExpiringCache<Value> {
  const entries = new WeakMap<Db, { value: Promise<Value>; until: number }>();
  return {
    get(db) {
      const entry = entries.get(db);
      if (entry && entry.until > Date.now()) return entry.value;
      const value = load(db);
      entries.set(db, { value, until: Date.now() + freshMs });
      value.catch(() => {
        if (entries.get(db)?.value === value) entries.delete(db);
      });
      return value;
    },
    set(db, value) {
      entries.set(db, { value: Promise.resolve(value), until: Date.now() + freshMs });
    },
    forget(db) {
      entries.delete(db);
    },
  };
}
