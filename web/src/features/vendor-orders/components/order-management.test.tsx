import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_TEXTS, PAYMENT_TEXTS } from '@seamline/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { mockFetch, sentRequest } from '@/test/fetch-mock';
import { jsonResponse, renderWithProviders } from '@/test/render';
import type { Order } from '../lib/normalize-order';
import { OrderManagement } from './order-management';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const order = (id: number, status: string): Order => ({
  id,
  orderDate: '2025-03-01T10:00:00.000Z',
  buyerName: `Buyer ${id}`,
  buyerEmail: '',
  status,
  total: 20,
  items: [{ id, productId: 1, name: 'Tee', quantity: 1, price: 20, imageUrl: '', productAvailable: true, size: null, colour: null }],
  shippingAddress: { addressLine1: '1 Main St', city: 'Town', postalCode: '1', country: 'X' },
  vendorId: 2,
  vendorName: 'Vic Wear',
  expectedDeliveryDate: '2025-03-06T10:00:00.000Z',
  deliveredAt: null,
  cancelledAt: null,
  carrier: null,
  trackingNumber: null,
  kind: 'sale',
  exchangeForReturnId: null,
  shippingMethod: 'standard',
  shippingFee: 0,
  discount: 0,
  deliveryFrom: null,
  deliveryTo: null,
});

const fetchMock = mockFetch();
/** The status tabs' counts are answered here; every other request goes to `fetchMock`, in order. */
const COUNTS = { all: 2, byStatus: { pending: 1, processing: 0, shipped: 1, completed: 0, Delivered: 0, cancelled: 0 } };
beforeEach(() => {
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    String(url).startsWith('/api/vendors/orderCounts') ? Promise.resolve(jsonResponse(200, COUNTS)) : fetchMock(url, init),
  );
});

const sent = (n: number) => sentRequest(fetchMock, n);

const card = (id: number) => screen.getByRole('article', { name: `Order #${id}` });

describe('OrderManagement', () => {
  it('shows the empty state', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [], { 'X-Total-Count': '0' }));
    renderWithProviders(<OrderManagement storeName="Vic Wear" />);
    expect(await screen.findByText('No orders found')).toBeTruthy();
    expect(screen.getByText('New orders will appear here when customers place them')).toBeTruthy();
  });

  it("replaces the screen with the server's message when loading fails", async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, {}));
    renderWithProviders(<OrderManagement storeName="Vic Wear" />);
    expect(await screen.findByText('Failed to fetch orders')).toBeTruthy();
  });

  it('expands one order at a time', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [order(1, 'pending'), order(2, 'shipped')], { 'X-Total-Count': '2' }));
    renderWithProviders(<OrderManagement storeName="Vic Wear" />);
    await screen.findByRole('article', { name: 'Order #1' });
    await userEvent.click(within(card(1)).getByRole('button', { name: 'Order Details' }));
    await userEvent.click(within(card(2)).getByRole('button', { name: 'Order Details' }));
    expect(within(card(1)).getByRole('button', { name: 'Order Details' }).getAttribute('aria-expanded')).toBe('false');
    expect(within(card(2)).getByRole('button', { name: 'Hide Details' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('moves an order on through the server and shows its new status', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [order(7, 'pending')], { 'X-Total-Count': '1' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, order(7, 'processing')));
    renderWithProviders(<OrderManagement storeName="Vic Wear" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Process Order' }));
    expect(await screen.findByRole('button', { name: 'Mark as Shipped' })).toBeTruthy();
    const { url, method, body } = sent(1);
    expect(url).toBe('/api/vendors/updateOrderStatus');
    expect(method).toBe('PUT');
    expect(body).toEqual({ orderId: 7, status: 'processing' });
    expect(toast.success).toHaveBeenCalledWith('Order status updated', { description: 'Order #7 status changed to processing' });
  });

  it("toasts the server's message when a move is refused", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [order(7, 'pending')], { 'X-Total-Count': '1' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { message: 'An order that is cancelled cannot become processing' }));
    renderWithProviders(<OrderManagement storeName="Vic Wear" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Process Order' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Update failed', { description: 'An order that is cancelled cannot become processing' }),
    );
  });

  it('auto-delivers an order', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [order(8, 'shipped')], { 'X-Total-Count': '1' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, order(8, 'Delivered')));
    renderWithProviders(<OrderManagement storeName="Vic Wear" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Auto Deliver' }));
    expect(await within(card(8)).findByText('Delivered')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Auto Deliver' })).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Order delivered', { description: 'Order #8 marked as delivered.' });
  });

  it('falls back to the spec text when auto delivery fails without a message', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [order(8, 'shipped')], { 'X-Total-Count': '1' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(500, {}));
    renderWithProviders(<OrderManagement storeName="Vic Wear" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Auto Deliver' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Auto delivery failed', { description: 'Failed to mark order as delivered' }),
    );
  });

  it('cancels only after confirming', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [order(9, 'processing')], { 'X-Total-Count': '1' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, order(9, 'cancelled')));
    renderWithProviders(<OrderManagement storeName="Vic Wear" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await within(card(9)).findByText('Cancelled')).toBeTruthy();
    expect(sent(1).body).toEqual({ orderId: 9 });
    expect(toast.success).toHaveBeenCalledWith('Order cancelled', { description: 'Order #9 has been cancelled.' });
  });

  it('offers Load more while the total exceeds what is loaded', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [order(1, 'pending')], { 'X-Total-Count': '2' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [order(2, 'pending')], { 'X-Total-Count': '2' }));
    renderWithProviders(<OrderManagement storeName="Vic Wear" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Order #2' })).toBeTruthy();
    expect(sent(1).url).toContain('offset=1');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('opens a printable invoice', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [order(3, 'pending')], { 'X-Total-Count': '1' }));
    renderWithProviders(<OrderManagement storeName="Vic Wear" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Print Invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice for Order #3' });
    expect(within(dialog).getByText('Vic Wear')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('sends one change for a double click or two quick clicks, and shows no error', async () => {
    vi.mocked(toast.error).mockClear();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [order(7, 'pending')], { 'X-Total-Count': '1' }));
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<OrderManagement storeName="Vic Wear" />);
    const button = await screen.findByRole('button', { name: 'Process Order' });
    // Two clicks in one task: the second lands before the disabled button is drawn.
    fireEvent.click(button, { detail: 1 });
    fireEvent.click(button, { detail: 1 });
    answer(jsonResponse(200, order(7, 'processing')));
    // A double click on the next step opens its question once; a double click there ships once.
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...order(7, 'shipped'), carrier: 'UPS', trackingNumber: '1Z9' }));
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Mark as Shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship order #7' });
    await userEvent.type(within(dialog).getByLabelText('Carrier'), 'UPS');
    await userEvent.type(within(dialog).getByLabelText('Tracking number'), '1Z9');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    expect(await screen.findByRole('button', { name: 'Mark as Completed' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect([sent(1).body, sent(2).body]).toEqual([
      { orderId: 7, status: 'processing' },
      { orderId: 7, status: 'shipped', carrier: 'UPS', trackingNumber: '1Z9' },
    ]);
    expect(
      within(card(7))
        .getByRole('link', { name: /UPS 1Z9/ })
        .getAttribute('href'),
    ).toBe('https://www.ups.com/track?tracknum=1Z9');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows subtotal, tax and the total the buyer paid on the invoice', async () => {
    const paid = { ...order(4, 'completed'), total: 29.9, subtotal: 29.9, tax: 2.39, totalPaid: 32.29 };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [paid], { 'X-Total-Count': '1' }));
    renderWithProviders(<OrderManagement storeName="Vic Wear" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Print Invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice for Order #4' });
    const footer = within(dialog)
      .getAllByRole('row')
      .slice(-3)
      .map((row) => row.textContent);
    expect(footer).toEqual(['Subtotal$29.90', 'Tax$2.39', 'Total paid$32.29']);
  });

  it("after 'Payment could not be captured' the order itself says so with the next step, and offers no shipping", async () => {
    const authorised = { ...order(9, 'processing'), paymentMethod: 'card' as const, paymentStatus: 'authorized' as const };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [authorised], { 'X-Total-Count': '1' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { message: PAYMENT_TEXTS.captureFailed }));
    // The server moved the order's payment to failed; the list is asked again.
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [{ ...authorised, paymentStatus: 'failed' }], { 'X-Total-Count': '1' }));
    renderWithProviders(<OrderManagement storeName="Vic Wear" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as Shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship order #9' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.error).toHaveBeenCalledWith('Update failed', { description: PAYMENT_TEXTS.captureFailed });
    expect(await within(card(9)).findByText(PAYMENT_TEXTS.captureFailed)).toBeTruthy();
    expect(within(card(9)).getByText(ORDER_TEXTS.captureFailedNext)).toBeTruthy();
    expect(within(card(9)).getByText(PAYMENT_TEXTS.statusLabels.failed)).toBeTruthy();
    expect(within(card(9)).queryByRole('button', { name: 'Mark as Shipped' })).toBeNull();
    expect(within(card(9)).queryByRole('button', { name: 'Auto Deliver' })).toBeNull();
    expect(within(card(9)).getByRole('button', { name: 'Cancel Order' })).toBeTruthy();
  });

  it('says what was paid as the payment stands: due on delivery, or paid and refunded, on the card and the invoice', async () => {
    const money = { total: 195, subtotal: 195, tax: 15.5, totalPaid: 210.5 };
    const due = { ...order(5, 'pending'), ...money, paymentMethod: 'on_delivery' as const, paymentStatus: 'due_on_delivery' as const };
    const refunded = { ...order(6, 'Delivered'), ...money, paymentMethod: 'card' as const, paymentStatus: 'refunded' as const };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [due, refunded], { 'X-Total-Count': '2' }));
    renderWithProviders(<OrderManagement storeName="Vic Wear" />);
    await screen.findByRole('article', { name: 'Order #5' });
    expect(within(card(5)).getByText(ORDER_TEXTS.buyerPaysOnDelivery('$210.50'))).toBeTruthy();
    expect(within(card(5)).queryByText(/Buyer paid/)).toBeNull();
    expect(within(card(6)).getByText(ORDER_TEXTS.refundedInFull('$210.50'))).toBeTruthy();

    const footer = async (id: number) => {
      await userEvent.click(within(card(id)).getByRole('button', { name: 'Print Invoice' }));
      const dialog = await screen.findByRole('dialog', { name: `Invoice for Order #${id}` });
      const rows = within(dialog)
        .getAllByRole('row')
        .map((row) => row.textContent)
        .filter((text) => /^(Subtotal|Tax|Total|Refunded|Paid)/.test(text ?? ''));
      await userEvent.click(within(dialog).getAllByRole('button', { name: /Close/ })[0] as HTMLElement);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      return rows;
    };
    expect(await footer(5)).toEqual(['Subtotal$195.00', 'Tax$15.50', 'Total due$210.50']);
    expect(await footer(6)).toEqual(['Subtotal$195.00', 'Tax$15.50', 'Total paid$210.50', 'Refunded-$210.50', 'Paid after refund$0.00']);
  });

  it('filters by status tab and searches, asking the server with status and search, showing the counts', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [order(1, 'pending'), order(2, 'shipped')], { 'X-Total-Count': '2' }));
    renderWithProviders(<OrderManagement storeName="Vic Wear" />, { route: '/vendor/orders' });
    expect(await screen.findByRole('button', { name: 'Shipped 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All 2' }).getAttribute('aria-pressed')).toBe('true');
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, [order(2, 'shipped')], { 'X-Total-Count': '1' })));
    await userEvent.click(screen.getByRole('button', { name: 'Shipped 1' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Order #1' })).toBeNull());
    expect(sent(1).url).toBe('/api/vendors/pendingOrders?status=shipped&limit=20&offset=0');
    expect(screen.getByTestId('location').textContent).toBe('/vendor/orders?status=shipped');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), '#2{Enter}');
    await waitFor(() => expect(sent(2).url).toBe('/api/vendors/pendingOrders?status=shipped&search=%232&limit=20&offset=0'));
    // An order named by number opens with its details.
    expect(await within(card(2)).findByRole('button', { name: 'Hide Details' })).toBeTruthy();
  });
});
