import type { BuyerOrderRow } from '@seamline/contract';
import { describe, expect, it } from 'vitest';
import { groupOrders } from './group-orders';

const row = (over: Partial<BuyerOrderRow>): BuyerOrderRow => ({
  orderId: 1,
  orderDate: '2025-05-01T10:00:00.000Z',
  orderStatus: 'pending',
  totalAmount: 50,
  shippingAddress: '1 Main St, Springfield, 12345, USA',
  postalCode: '12345',
  deliveryStatus: 'Pending',
  carrier: null,
  trackingNumber: null,
  expectedDeliveryDate: '2025-05-06T10:00:00.000Z',
  productId: 10,
  productName: 'Tee',
  unitPrice: 10,
  quantity: 1,
  itemTotal: 10,
  vendorName: 'Acme',
  imageUrl: '',
  productAvailable: true,
  deliveredAt: null,
  cancelledAt: null,
  size: null,
  colour: null,
  paymentMethod: 'card',
  paymentStatus: 'authorized',
  orderItemId: 1,
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
  ...over,
});

describe('groupOrders', () => {
  it('returns nothing for no rows', () => {
    expect(groupOrders([])).toEqual([]);
  });

  it('puts the rows of one order together, keeping order fields from the rows', () => {
    const orders = groupOrders([
      row({ orderId: 7, productId: 1, productName: 'Tee', quantity: 2, itemTotal: 20 }),
      row({ orderId: 7, productId: 2, productName: 'Boots', unitPrice: 30, itemTotal: 30 }),
    ]);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ orderId: 7, orderStatus: 'pending', totalAmount: 50, postalCode: '12345' });
    expect(orders[0]?.items.map((i) => [i.productName, i.quantity, i.itemTotal])).toEqual([
      ['Tee', 2, 20],
      ['Boots', 1, 30],
    ]);
  });

  it('keeps orders in first-seen order even when their rows interleave', () => {
    const orders = groupOrders([
      row({ orderId: 9, productId: 1 }),
      row({ orderId: 3, productId: 2, orderStatus: 'shipped' }),
      row({ orderId: 9, productId: 3 }),
    ]);
    expect(orders.map((o) => [o.orderId, o.items.length])).toEqual([
      [9, 2],
      [3, 1],
    ]);
    expect(orders[1]?.orderStatus).toBe('shipped');
  });
});
