import { receivedOrderItems, receivedShippingAddress } from '@seamline/contract';
import { describe, expect, it } from 'vitest';
import { normalizeOrder, normalizeOrders } from './normalize-order';

// The contract's schemas read the two parts that may arrive as JSON text.
const parseItems = (value: unknown) => receivedOrderItems.parse(value);
const parseShippingAddress = (value: unknown) => receivedShippingAddress.parse(value);

const items = [{ id: 1, productId: 5, name: 'Runner', quantity: 2, price: 30 }];
const address = { addressLine1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'USA' };
const raw = {
  id: 42,
  orderDate: '2025-03-01T10:00:00.000Z',
  buyerName: 'Bea Buyer',
  buyerEmail: 'bea@example.com',
  status: 'pending',
  total: 60,
  items,
  shippingAddress: address,
  vendorId: 2,
  vendorName: 'Vic Wear',
  expectedDeliveryDate: '2025-03-06T10:00:00.000Z',
  deliveredAt: null,
};
// What the screen reads from a spec-shaped order: the added fields at their defaults.
const readItems = items.map((i) => ({ ...i, imageUrl: '', productAvailable: true, size: null, colour: null }));
const read = {
  ...raw,
  items: readItems,
  cancelledAt: null,
  carrier: null,
  trackingNumber: null,
  kind: 'sale',
  exchangeForReturnId: null,
};

describe('items and shippingAddress (spec §3: object or JSON text)', () => {
  it('accepts them as objects', () => {
    expect(parseItems(items)).toEqual(readItems);
    expect(parseShippingAddress(address)).toEqual(address);
  });

  it('parses them from JSON text', () => {
    expect(parseItems(JSON.stringify(items))).toEqual(readItems);
    expect(parseShippingAddress(JSON.stringify(address))).toEqual(address);
  });

  it('turns bad or missing values into an empty list and blank address', () => {
    const blank = { addressLine1: '', city: '', postalCode: '', country: '' };
    for (const bad of ['{not json', '', null, undefined, 7, '"text"']) {
      expect(parseItems(bad)).toEqual([]);
      expect(parseShippingAddress(bad)).toEqual(blank);
    }
    expect(parseShippingAddress('[]')).toEqual(blank);
  });

  it('reads numbers sent as text', () => {
    expect(parseItems('[{"id":"3","productId":"9","name":"Cap","quantity":"1","price":"12.50"}]')).toEqual([
      { id: 3, productId: 9, name: 'Cap', quantity: 1, price: 12.5, imageUrl: '', productAvailable: true, size: null, colour: null },
    ]);
  });
});

describe('normalizeOrder', () => {
  it('keeps a well-formed spec order as it is, the added fields at their defaults', () => {
    expect(normalizeOrder(raw)).toEqual(read);
  });

  it("reads the added fields: the money in full, when it ended, each line's image and availability", () => {
    const full = {
      ...raw,
      status: 'cancelled',
      items: [{ ...items[0], imageUrl: '/images/a.svg', productAvailable: false, size: 'M', colour: 'Navy' }],
      cancelledAt: '2025-03-02T10:00:00.000Z',
      subtotal: 60,
      tax: 4.8,
      totalPaid: '64.80',
    };
    expect(normalizeOrder(full)).toEqual({
      ...full,
      totalPaid: 64.8,
      carrier: null,
      trackingNumber: null,
      kind: 'sale',
      exchangeForReturnId: null,
    });
    expect(normalizeOrder({ ...full, carrier: 'UPS', trackingNumber: '1Z9' })).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z9' });
    expect(normalizeOrder({ ...raw, subtotal: null, tax: 'x' })).toEqual(read);
  });

  it('reads how the order is paid (docs/architecture.md#payments); a method or status it does not know counts as none', () => {
    expect(normalizeOrder({ ...raw, paymentMethod: 'card', paymentStatus: 'captured' })).toMatchObject({
      paymentMethod: 'card',
      paymentStatus: 'captured',
    });
    expect(normalizeOrder({ ...raw, paymentMethod: 'cheque', paymentStatus: 7 })).toEqual(read);
  });

  it('normalises an order whose items and address arrive as JSON text', () => {
    expect(normalizeOrder({ ...raw, items: JSON.stringify(items), shippingAddress: JSON.stringify(address) })).toEqual(read);
  });

  it('treats a non-list answer as no orders and skips rows without an id', () => {
    expect(normalizeOrders({ message: 'x' })).toEqual([]);
    expect(normalizeOrders([raw, null, { status: 'pending' }])).toEqual([read]);
  });
});
