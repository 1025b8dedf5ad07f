/**
 * Reads that requests ask for in the same turn of the event loop go to the database as one statement
 * (issue 8): under load, concurrent requests share one round trip instead of each queueing for a pool
 * connection and paying for its own. Each caller still gets a row of its own (the statement answers one
 * row per key asked, in order, duplicates included), so what a request receives, and what it costs
 * besides the round trip, is what it would be alone. The statement runs after every request in the
 * batch had started, so each sees data at least as fresh as a read of its own would. A failed
 * statement fails the requests that shared it.
 */
import type { Db } from './connection';

interface Waiting<Key, Row> {
  key: Key;
  resolve(row: Row): void;
  reject(error: unknown): void;
}

export function batchPerTurn<Key, Row>(
  run: (db: Db, keys: Key[]) => Promise<Row[]>,
): (db: Db, key: Key) => Promise<Row> {
  const open = new WeakMap<Db, Array<Waiting<Key, Row>>>();
  const flush = (db: Db, batch: Array<Waiting<Key, Row>>) => {
    open.delete(db);
    run(
      db,
      batch.map((waiting) => waiting.key),
    ).then(
      (rows) => {
        if (rows.length !== batch.length) {
          const error = new Error(`Batch answered ${rows.length} rows for ${batch.length} keys`);
          for (const waiting of batch) waiting.reject(error);
          return;
        }
        batch.forEach((waiting, index) => waiting.resolve(rows[index] as Row));
      },
      (error: unknown) => {
        for (const waiting of batch) waiting.reject(error);
      },
    );
  };
  return (db, key) =>
    new Promise<Row>((resolve, reject) => {
      let batch = open.get(db);
      if (!batch) {
        const opened: Array<Waiting<Key, Row>> = [];
        open.set(db, opened);
        setImmediate(() => flush(db, opened));
        batch = opened;
      }
      batch.push({ key, resolve, reject });
    });
}
