import { errorResponse } from '@seamline/contract';
import type { Clock } from '../../cache/memory-store.js';

export const tags = ['admin'];
export const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** What every operator route plugin is given. */
export interface AdminRouteOptions {
  now: Clock;
  /** PAYOUT_MINIMUM in cents (docs/architecture.md#money-and-operator). */
  payoutMinimumCents: number;
}
