import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { Order } from '../lib/normalize-order';
import { Invoice } from './invoice';

const order: Order = {
  id: 42,
  orderDate: '2025-03-01T10:00:00.000Z',
  buyerName: 'Bea Buyer',
  buyerEmail: 'bea@example.com',
  status: 'shipped',
  total: 30,
  items: [
    { id: 1, productId: 5, name: 'Trail Runner', quantity: 1, price: 30, imageUrl: '', productAvailable: true, size: null, colour: null },
  ],
  shippingAddress: { addressLine1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'USA' },
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
};

const term = (text: string) => screen.queryByText(text, { selector: 'dt' })?.nextElementSibling?.textContent;

describe('Invoice payment (docs/architecture.md#payments)', () => {
  it('names how the order was paid and its status in words', () => {
    renderWithProviders(<Invoice order={{ ...order, paymentMethod: 'card', paymentStatus: 'refunded' }} storeName="Vic Wear" />);
    expect(term('Payment')).toBe('Paid by card · Refunded');
  });

  it('says nothing of payment for an order without one', () => {
    renderWithProviders(<Invoice order={order} storeName="Vic Wear" />);
    expect(term('Payment')).toBeUndefined();
  });
});

describe('Invoice delivery and discount (docs/architecture.md#shipping-and-promotions)', () => {
  it("lists the code's discount and the delivery fee between the subtotal and the tax", () => {
    const paid = {
      ...order,
      subtotal: 30,
      discount: 3,
      shippingFee: 4.95,
      tax: 2.16,
      totalPaid: 34.11,
      paymentMethod: 'card' as const,
      paymentStatus: 'captured' as const,
    };
    renderWithProviders(<Invoice order={paid} storeName="Vic Wear" />);
    const labels = screen.getAllByText(/^(Subtotal|Discount|Delivery|Tax)$/).map((el) => el.textContent);
    expect(labels).toEqual(['Subtotal', 'Discount', 'Delivery', 'Tax']);
    expect(screen.getByText('Discount').nextElementSibling?.textContent).toBe('-$3.00');
    expect(screen.getByText('Delivery').nextElementSibling?.textContent).toBe('$4.95');
  });
});
