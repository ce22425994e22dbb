import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { aReturn } from '@/test/returns';
import { AdminDisputes } from './admin-disputes';

const fetchMock = mockFetch();

const owed = aReturn({
  returnId: 12,
  orderId: 340,
  status: 'closed',
  refundAmount: 43.2,
  createdAt: '2026-11-20T10:00:00.000Z',
  refundStatus: 'owed',
  paymentMethod: 'on_delivery',
  buyerName: 'Bea Buyer',
  vendorName: 'Knit House',
});

describe("the operator's disputes screen (docs/architecture.md#returns)", () => {
  it('lists the refunds owed to buyers of pay-on-delivery orders, with their amounts', async () => {
    fetchMock.mockImplementation(async (url) =>
      jsonResponse(200, String(url).includes('status=disputed') ? [] : [owed, { ...owed, returnId: 13, refundStatus: 'refunded' }]),
    );
    renderWithProviders(<AdminDisputes />);
    const owedList = await screen.findByRole('region', { name: 'Refunds owed to buyers' });
    const items = within(owedList).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toContain('Return #12 · Order #340 · Bea Buyer (Knit House) · $43.20');
    expect(screen.getByText('No returns in dispute')).toBeDefined();
  });

  it("records an owed refund as sent with its payment's reference", async () => {
    const posted: { url: string; body: unknown }[] = [];
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'POST') {
        posted.push({ url: String(url), body: JSON.parse(String(init.body)) });
        return jsonResponse(200, { ...owed, refundStatus: 'refunded', refundReference: 'Bank 42' });
      }
      return jsonResponse(200, String(url).includes('status=disputed') ? [] : [owed]);
    });
    renderWithProviders(<AdminDisputes />);
    const owedList = await screen.findByRole('region', { name: 'Refunds owed to buyers' });
    const button = within(owedList).getByRole('button', { name: 'Mark refunded' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(within(owedList).getByLabelText('Payment reference'), { target: { value: ' Bank 42 ' } });
    fireEvent.click(button);
    await waitFor(() => expect(posted).toEqual([{ url: '/api/admin/returns/12/refund-paid', body: { reference: 'Bank 42' } }]));
  });
});
