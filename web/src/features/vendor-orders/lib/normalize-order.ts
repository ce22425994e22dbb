import type { ShippingAddress, VendorOrder, VendorOrderItem } from '@seamline/contract';

/** A vendor order as the screen uses it; the status stays text so an unknown one still shows. */
export type Order = Omit<VendorOrder, 'status'> & { status: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number => {
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
};

/** Spec §3: items and shippingAddress may arrive as JSON text; unreadable text counts as missing. */
export function parseJsonValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

export function parseItems(value: unknown): VendorOrderItem[] {
  const list = parseJsonValue(value);
  if (!Array.isArray(list)) return [];
  return list.filter(isRecord).map((item, index) => ({
    id: item.id === undefined ? index : num(item.id),
    productId: num(item.productId),
    name: text(item.name ?? item.productName),
    quantity: num(item.quantity),
    price: num(item.price ?? item.unitPrice),
  }));
}

export function parseShippingAddress(value: unknown): ShippingAddress {
  const a = parseJsonValue(value);
  const r = isRecord(a) ? a : {};
  return { addressLine1: text(r.addressLine1), city: text(r.city), postalCode: text(r.postalCode), country: text(r.country) };
}

export function normalizeOrder(raw: unknown): Order | null {
  if (!isRecord(raw) || raw.id === undefined || raw.id === null) return null;
  return {
    id: num(raw.id),
    orderDate: text(raw.orderDate),
    buyerName: text(raw.buyerName),
    buyerEmail: text(raw.buyerEmail),
    status: text(raw.status),
    total: num(raw.total),
    items: parseItems(raw.items),
    shippingAddress: parseShippingAddress(raw.shippingAddress),
    vendorId: num(raw.vendorId),
    vendorName: text(raw.vendorName),
    expectedDeliveryDate: text(raw.expectedDeliveryDate),
    deliveredAt: raw.deliveredAt ? text(raw.deliveredAt) : null,
  };
}

/** Spec §7: an answer that is not a list is treated as empty. */
export const normalizeOrders = (response: unknown): Order[] =>
  Array.isArray(response) ? response.map(normalizeOrder).filter((o): o is Order => o !== null) : [];
