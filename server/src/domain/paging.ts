import { LIMITS } from '@seamline/contract';

/** Which slice of a list is asked for. */
export interface PageQuery {
  limit: number;
  offset: number;
}

/** The slice asked for, with the list's defaults filled in. */
export const pageOf = (
  q: { limit?: number | undefined; offset?: number | undefined },
  defaultLimit: number = LIMITS.listDefault,
): PageQuery => ({
  limit: q.limit ?? defaultLimit,
  offset: q.offset ?? 0,
});

/** One page of a longer list and how long the whole list is (the edge answers it as X-Total-Count). */
export class Paged<T> {
  constructor(
    readonly items: T[],
    readonly total: number,
  ) {}
}

/**
 * An answer already written as the route's JSON (the filters index keeps its cards encoded), with
 * the list's length for a page. Whoever writes one keeps it equal to what the route's schema would
 * encode, and tests it against that.
 */
export class Encoded {
  constructor(
    readonly json: string | Buffer,
    readonly total?: number,
  ) {}
}
