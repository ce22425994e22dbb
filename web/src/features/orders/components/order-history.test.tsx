import { type BuyerOrderRow, EXCHANGE_TEXTS } from '@seamline/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { buyer, fakeAuth, jsonResponse, renderWithProviders } from '@/test/render';
import { OrderHistory } from './order-history';

const fetchMock = mockFetch();

const row = (orderId: number, productName: string, orderStatus: string, deliveryStatus: string): BuyerOrderRow => ({
  orderId,
  orderDate: '2025-05-01T10:00:00.000Z',
  orderStatus,
  totalAmount: 21.59,
  shippingAddress: '1 Main St, Springfield, 12345, USA',
  postalCode: '12345',
  deliveryStatus,
  expectedDeliveryDate: '2025-05-06T10:00:00.000Z',
  carrier: null,
  trackingNumber: null,
  productId: orderId * 10,
  productName,
  unitPrice: 19.99,
  quantity: 1,
  itemTotal: 19.99,
  vendorName: 'Acme',
  imageUrl: '',
  productAvailable: true,
  deliveredAt: null,
  cancelledAt: null,
  size: null,
  colour: null,
  paymentMethod: 'card',
  paymentStatus: 'authorized',
  orderItemId: orderId,
  returnableQuantity: 0,
  returnDays: 30,
  returnUntil: null,
  openReturnId: null,
  orderKind: 'sale',
  exchangeForReturnId: null,
  shippingMethod: 'standard',
  shippingFee: 0,
  discount: 0,
  deliveryFrom: null,
  deliveryTo: null,
});

const auth = fakeAuth({ user: buyer });

describe('OrderHistory', () => {
  it('shows one card per order with coloured status badges, one expanded at a time', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [row(2, 'Boots', 'shipped', 'In Progress'), row(1, 'Tee', 'completed', 'Order Completed')]),
    );
    renderWithProviders(<OrderHistory />, { auth });
    expect(await screen.findByText('Order #2')).toBeTruthy();
    expect(screen.getByText('shipped').dataset.tone).toBe('purple');
    expect(screen.getByText('In Progress').dataset.tone).toBe('yellow');
    expect(screen.getByText('completed').dataset.tone).toBe('green');
    expect(screen.getByText('Order Completed').dataset.tone).toBe('green');

    const [first, second] = screen.getAllByRole('button', { name: 'Order Details' });
    await userEvent.click(first as HTMLElement);
    expect(screen.getByText('Boots')).toBeTruthy();
    expect(screen.getByText('Shipping Address')).toBeTruthy();
    await userEvent.click(second as HTMLElement);
    expect(screen.queryByText('Boots')).toBeNull();
    expect(screen.getByText('Tee')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Hide Details' })).toHaveLength(1);
  });

  it('says how each order is paid and where its money stands, in words (docs/architecture.md#payments)', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [
        { ...row(3, 'Scarf', 'cancelled', 'Cancelled'), paymentStatus: 'refunded' },
        { ...row(2, 'Boots', 'shipped', 'In Progress'), paymentStatus: 'captured' },
        { ...row(1, 'Tee', 'pending', 'Pending'), paymentMethod: 'on_delivery', paymentStatus: 'due_on_delivery' },
      ]),
    );
    renderWithProviders(<OrderHistory />, { auth });
    const payment = (id: number) =>
      screen
        .getByRole('heading', { name: `Order #${id}` })
        .closest('article')
        ?.querySelector('dl')?.lastElementChild?.textContent;
    await screen.findByText('Order #3');
    expect(payment(3)).toBe('PaymentPaid by cardRefunded');
    expect(payment(2)).toBe('PaymentPaid by cardPaid');
    expect(payment(1)).toBe('PaymentPay on deliveryDue on delivery');
    expect(screen.getByText('Refunded').dataset.tone).toBe('grey');
    expect(screen.getByText('Paid').dataset.tone).toBe('green');
  });

  it("shows the server's message, or 'Failed to fetch orders', in the error box", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<OrderHistory />, { auth });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error!');
    expect(alert.textContent).toContain('Failed to fetch orders');
  });

  it('says when a finished order was delivered or cancelled instead of when it is expected', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [
        { ...row(3, 'Scarf', 'cancelled', 'Cancelled'), cancelledAt: '2025-05-02T09:00:00.000Z' },
        { ...row(2, 'Boots', 'completed', 'Order Completed'), deliveredAt: '2025-05-03T09:00:00.000Z' },
        row(1, 'Tee', 'pending', 'Pending'),
      ]),
    );
    renderWithProviders(<OrderHistory />, { auth });
    await screen.findByText('Order #3');
    expect(screen.getByText(/^Cancelled on /).getAttribute('datetime')).toBe('2025-05-02T09:00:00.000Z');
    expect(screen.getByText(/^Delivered on /).getAttribute('datetime')).toBe('2025-05-03T09:00:00.000Z');

    const [cancelled, delivered, open] = screen.getAllByRole('button', { name: 'Order Details' });
    await userEvent.click(cancelled as HTMLElement);
    expect(screen.getByText('Cancelled', { selector: 'dt' })).toBeTruthy();
    expect(screen.queryByText('Expected Delivery')).toBeNull();
    await userEvent.click(delivered as HTMLElement);
    expect(screen.getByText('Delivered', { selector: 'dt' })).toBeTruthy();
    expect(screen.queryByText('Expected Delivery')).toBeNull();
    await userEvent.click(open as HTMLElement);
    expect(screen.getByText('Expected Delivery', { selector: 'dt' })).toBeTruthy();
  });

  it("shows each line's picture and links it to the product; a deleted product keeps its name, unlinked", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [
        { ...row(5, 'Boots', 'shipped', 'In Progress'), imageUrl: '/images/boots.svg' },
        { ...row(5, 'Old Hat', 'shipped', 'In Progress'), productId: 77, imageUrl: '/images/hat.svg', productAvailable: false },
      ]),
    );
    renderWithProviders(<OrderHistory />, { auth });
    await userEvent.click(await screen.findByRole('button', { name: 'Order Details' }));
    expect(screen.getByRole('link', { name: 'Boots' }).getAttribute('href')).toBe('/buyer/product/50');
    expect(screen.queryByRole('link', { name: 'Old Hat' })).toBeNull();
    expect(screen.getByText('Sold by Acme · No longer available')).toBeTruthy();
    expect([...document.querySelectorAll('td img')].map((img) => img.getAttribute('src'))).toEqual([
      '/images/boots.svg',
      '/images/hat.svg',
    ]);
  });

  it("heads an exchange's replacement 'Exchange for return #4', with no charge rather than '$0.00 · Paid'", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [
        {
          ...row(9, 'Sandals', 'pending', 'Pending'),
          totalAmount: 0,
          paymentStatus: 'captured',
          orderKind: 'exchange',
          exchangeForReturnId: 4,
        },
      ]),
    );
    renderWithProviders(<OrderHistory />, { auth });
    const heading = await screen.findByRole('heading', { name: `Order #9 · ${EXCHANGE_TEXTS.exchangeFor(4)}` });
    const card = heading.closest('article') as HTMLElement;
    expect(within(card).getByText(EXCHANGE_TEXTS.noChargeBuyer)).toBeTruthy();
    expect(within(card).getByText(EXCHANGE_TEXTS.noCharge)).toBeTruthy();
    expect(within(card).queryByText('Paid')).toBeNull();
    expect(within(card).queryByText('$0.00')).toBeNull();
  });

  it('shows the delivery chosen and its dates, and the delivery and discount among the totals (docs/architecture.md#shipping-and-promotions)', async () => {
    // $19.99 − $2.00 + $12.00 express + $1.44 tax = $31.43.
    const express = {
      ...row(3, 'Coat', 'pending', 'Pending'),
      totalAmount: 31.43,
      shippingMethod: 'express' as const,
      shippingFee: 12,
      discount: 2,
      deliveryFrom: '2024-12-02',
      deliveryTo: '2024-12-03',
    };
    fetchMock.mockResolvedValue(jsonResponse(200, [express]));
    renderWithProviders(<OrderHistory />, { auth });
    expect(await screen.findByText('Express · Arrives Mon 2 – Tue 3 Dec')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Order Details' }));
    const amountOf = (label: string) => screen.getAllByText(label).at(-1)?.nextElementSibling?.textContent;
    expect(amountOf('Discount')).toBe('-$2.00');
    expect(amountOf('Delivery')).toBe('$12.00');
    expect(amountOf('Tax')).toBe('$1.44');
  });
});
