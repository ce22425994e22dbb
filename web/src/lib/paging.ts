import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** One page of a list whose size the server answers in X-Total-Count (docs/architecture.md#server-rules). */
export interface Page<T> {
  items: T[];
  offset: number;
  /** X-Total-Count; without it, a full page is taken to mean there may be more. */
  total: number;
}

export interface PageRequest {
  /** Filters and ordering, sent before limit and offset. */
  params?: Record<string, string | number | readonly string[] | undefined>;
  limit: number;
  offset: number;
  signal?: AbortSignal;
}

/** Spec §7: an answer that is not a list counts as an empty one. */
const asList = <T>(data: unknown): T[] => (Array.isArray(data) ? data : []);

/** `limit` items from `offset`; `toItems` reads the answer's body into items. */
export async function getPage<T>(path: string, request: PageRequest, toItems: (data: unknown) => T[] = asList): Promise<Page<T>> {
  const { params, limit, offset, signal } = request;
  const { data, headers } = await apiRequest<unknown>(path, { params: { ...params, limit, offset }, signal });
  const items = toItems(data);
  const header = headers.get('X-Total-Count');
  const total =
    header !== null && Number.isFinite(Number(header)) ? Number(header) : offset + items.length + (items.length === limit ? 1 : 0);
  return { items, offset, total };
}

/** Where the page after `last` starts, or undefined when the list is complete. */
function nextPageOffset(last: Page<unknown>): number | undefined {
  const next = last.offset + last.items.length;
  return last.items.length > 0 && next < last.total ? next : undefined;
}

/** Lists others change (orders, a shop's products): asked again whenever their screen opens or the window regains focus. */
export const FRESH_LIST = { staleTime: 0 } as const;

/** An infinite query over a paged list: pages from offset 0 on, until the list is complete. */
export const pagedQueryOptions = <T, TKey extends QueryKey>(
  queryKey: TKey,
  getPageAt: (offset: number, signal: AbortSignal) => Promise<Page<T>>,
  freshness: { staleTime?: number } = {},
) =>
  infiniteQueryOptions({
    ...freshness,
    queryKey,
    queryFn: ({ pageParam, signal }) => getPageAt(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
  });

/** Every item loaded so far, and how many the list holds as the server last said. */
export function loadedItems<T>(data: { pages: Page<T>[] } | undefined): { items: T[]; total: number } {
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  return { items, total: Math.max(data?.pages.at(-1)?.total ?? 0, items.length) };
}
