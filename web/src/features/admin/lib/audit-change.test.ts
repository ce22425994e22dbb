import { describe, expect, it } from 'vitest';
import { auditChange } from './audit-change';

describe('the audit log’s Change column', () => {
  it.each([
    ['a commission rate', { commissionPercent: null }, { commissionPercent: 12 }, 'default → 12%'],
    ['a shop’s status', { status: 'suspended' }, { status: 'active' }, 'suspended → active'],
    ['a hidden review', { hidden: false }, { hidden: true }, 'shown → hidden'],
    // jsonb keeps keys shortest first; the log tells them in its own order.
    ['a payout made', null, { amount: 1247.86, status: 'pending', payoutId: 1 }, '— → payout #1, pending, $1,247.86'],
    [
      'a payout marked paid',
      { status: 'pending', payoutId: 1 },
      { amount: 1247.86, status: 'paid', payoutId: 1 },
      'payout #1: pending → paid, $1,247.86',
    ],
    ['a payout run', null, { minimum: 10, payouts: 6 }, '— → 6 payouts, minimum $10.00'],
    [
      'a dispute decided',
      { status: 'disputed' },
      { note: 'Worn', outcome: 'refund', refundCents: 2599 },
      'disputed → refund, refund $25.99, Worn',
    ],
  ])('words %s', (_what, before, after, text) => {
    expect(auditChange({ before, after })).toBe(text);
  });
});
