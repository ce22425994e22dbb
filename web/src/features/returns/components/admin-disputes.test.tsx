import type { Return } from '@seamline/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { AdminDisputes } from './admin-disputes';

const fetchMock = mockFetch();

const owed: Return = {
  returnId: 12,
  orderId: 340,
  status: 'closed',
  lines: [],
  refundAmount: 43.2,
  createdAt: '2026-11-20T10:00:00.000Z',
  events: [],
  refundStatus: 'owed',
  paymentMethod: 'on_delivery',
  exchangeOrderId: null,
  note: null,
  rejectReason: null,
  disputeMessage: null,
  trackingNumber: null,
  buyerName: 'Bea Buyer',
  vendorName: 'Knit House',
  dueAt: null,
  returnAddress: null,
  returnInstructions: null,
  slipCode: null,
};

describe("the operator's disputes screen (DESIGN §14)", () => {
  it('lists the refunds owed to buyers of pay-on-delivery orders, with their amounts', async () => {
    fetchMock.mockImplementation(async (url) =>
      jsonResponse(200, String(url).includes('status=disputed') ? [] : [owed, { ...owed, returnId: 13, refundStatus: 'refunded' }]),
    );
    renderWithProviders(<AdminDisputes />);
    const owedList = await screen.findByRole('region', { name: 'Refunds owed to buyers' });
    const items = within(owedList).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Return #12 · Order #340 · Bea Buyer (Knit House)$43.20']);
    expect(screen.getByText('No returns in dispute')).toBeDefined();
  });
});
