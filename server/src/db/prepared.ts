import type { Tx } from './client.js';

const byDatabase = new WeakMap<object, Map<string, unknown>>();

/**
 * A statement of the hottest reads, built once per database handle and prepared by name, so
 * neither the query builder nor PostgreSQL's parser and planner run again for each request
 * (node-postgres prepares a named statement once per connection). `build` must call
 * `.prepare(name)` on a query whose only variables are `sql.placeholder`s.
 */
export function prepared<P>(db: Tx, name: string, build: (db: Tx) => P): P {
  let statements = byDatabase.get(db);
  if (!statements) {
    statements = new Map();
    byDatabase.set(db, statements);
  }
  let statement = statements.get(name) as P | undefined;
  if (statement === undefined) {
    statement = build(db);
    statements.set(name, statement);
  }
  return statement;
}
