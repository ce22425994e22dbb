import { z } from 'zod';
import { ORDER_STATUSES } from '../constants.js';
import { TRACKING_MESSAGES } from '../tracking.js';
import { listQuery } from './common.js';

/** The order a search names by number ('439' or '#439'), or null when it is not a number. */
export function searchedOrderNumber(search: string): number | null {
  const match = /^#?\s*(\d{1,9})$/.exec(search.trim());
  return match ? Number(match[1]) : null;
}

/** Order Management's search: an order number (with or without '#'), or part of the buyer's name or e-mail. */
const orderSearch = z
  .string()
  .trim()
  .max(100, TRACKING_MESSAGES.searchLong)
  .optional()
  .transform((v) => v || undefined);

/** `GET /api/vendors/orderCounts`: the search the counts are for. */
export const vendorOrderCountsQuery = z.object({ search: orderSearch });

/**
 * `GET /api/vendors/pendingOrders`: paging, and added an optional status and search;
 * without them the list is every order, as spec §7 has it.
 */
export const vendorOrderListQuery = listQuery.pick({ limit: true, offset: true }).extend({
  status: z.enum(ORDER_STATUSES, { error: TRACKING_MESSAGES.statusFilterInvalid }).optional(),
  search: orderSearch,
});
export type VendorOrderListQuery = z.output<typeof vendorOrderListQuery>;

/** How many of the vendor's orders (matching the search, if any) are in each status, and in all. */
export const vendorOrderCounts = z.object({
  all: z.number(),
  byStatus: z.object(
    Object.fromEntries(ORDER_STATUSES.map((s) => [s, z.number()])) as Record<(typeof ORDER_STATUSES)[number], z.ZodNumber>,
  ),
});
export type VendorOrderCounts = z.infer<typeof vendorOrderCounts>;
