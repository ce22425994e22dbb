import { ORDER_STATUSES, type OrderStatus } from '@seamline/contract';
import { useSearchParams } from '@/lib/router';

const isStatus = (value: string | null): value is OrderStatus => ORDER_STATUSES.includes(value as OrderStatus);

/** The vendor's order list's status tab and search, kept in the address (?status=…&q=…) so a link can open one. */
export function useOrderFilter() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const search = (params.get('q') ?? '').trim();
  const setFilter = (next: { status?: OrderStatus; search: string }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        for (const [key, value] of [
          ['status', next.status],
          ['q', next.search],
        ] as const) {
          if (value) out.set(key, value);
          else out.delete(key);
        }
        return out;
      },
      { replace: true },
    );
  return { status, search, filtered: status !== undefined || search !== '', setFilter };
}
