import { describe, expect, it } from 'vitest';
import { buyerOrdersQueryOptions } from '@/features/orders/api/get-orders';
import { vendorOrdersQueryOptions } from '@/features/vendor-orders/api/get-vendor-orders';
import { vendorProductsQueryOptions } from '@/features/vendor-products/api/get-vendor-products';

describe('lists others change (docs/architecture.md#accounts-mail-live)', () => {
  it('are stale at once, so they refetch when their screen opens and when the window regains focus', () => {
    for (const options of [buyerOrdersQueryOptions(), vendorOrdersQueryOptions(), vendorProductsQueryOptions()]) {
      expect(options.staleTime, String(options.queryKey)).toBe(0);
    }
  });
});
