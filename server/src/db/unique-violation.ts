/** PostgreSQL's SQLSTATE for a duplicate key in a unique index or constraint. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether `err` is a duplicate key in the unique index `constraint`. Drizzle wraps the driver's
 * error (node-postgres or PGlite, both with `code` and `constraint`) in `cause`, so the chain is
 * followed a few steps.
 */
export function violatesUnique(err: unknown, constraint: string): boolean {
  let e = err;
  for (let depth = 0; depth < 4 && typeof e === 'object' && e !== null; depth++) {
    const { code, constraint: name, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === UNIQUE_VIOLATION) return name === constraint;
    e = cause;
  }
  return false;
}
