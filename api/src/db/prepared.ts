/**
 * Statements of every request (the session lookup, the professional's records) built once per
 * database instead of once per call, and prepared under a name: drizzle does not rebuild the SQL
 * text, and PostgreSQL parses and plans it once per connection (issue 8: the cost of a request).
 * Values go in as `sql.placeholder(...)`.
 */
import type { Db } from './connection';

export function preparedPerDatabase<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
