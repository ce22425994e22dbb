/** PostgreSQL's SQLSTATEs the domain tells apart. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const CHECK_VIOLATION = '23514';

/**
 * The driver's error behind `err`: Drizzle wraps the driver's error (node-postgres or PGlite, both
 * with `code` and `constraint`) in `cause`, so the chain is followed a few steps.
 */
function databaseError(err: unknown): { code?: unknown; constraint?: unknown } | null {
  let e = err;
  for (let depth = 0; depth < 4 && typeof e === 'object' && e !== null; depth++) {
    const found = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof found.code === 'string' && /^[0-9A-Z]{5}$/.test(found.code)) return found;
    e = found.cause;
  }
  return null;
}

/** Whether `err` is a duplicate key in the unique index `constraint`. */
export function violatesUnique(err: unknown, constraint: string): boolean {
  const found = databaseError(err);
  return found?.code === UNIQUE_VIOLATION && found.constraint === constraint;
}

/** Whether `err` says a row the statement points at (e.g. its user) does not exist. */
export function violatesForeignKey(err: unknown): boolean {
  return databaseError(err)?.code === FOREIGN_KEY_VIOLATION;
}

/** Whether `err` is a row failing the table's CHECK constraint `constraint` (stock below zero, say). */
export function violatesCheck(err: unknown, constraint: string): boolean {
  const found = databaseError(err);
  return found?.code === CHECK_VIOLATION && found.constraint === constraint;
}

/** Whether `err` is the database's own refusal `code`, raised by a trigger (e.g. 'SL429', migration 0034). */
export function raisedByDatabase(err: unknown, code: string): boolean {
  return databaseError(err)?.code === code;
}
