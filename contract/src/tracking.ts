/**
 * Carriers whose parcels a buyer can follow by a link. The vendor may type any
 * carrier; one named here (case and spacing ignored) gets a tracking link, any other shows the
 * number alone. `{n}` stands for the tracking number.
 */
export const CARRIERS = [
  { name: 'UPS', url: 'https://www.ups.com/track?tracknum={n}' },
  { name: 'FedEx', url: 'https://www.fedex.com/fedextrack/?trknbr={n}' },
  { name: 'USPS', url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={n}' },
  { name: 'DHL', url: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={n}' },
  { name: 'Royal Mail', url: 'https://www.royalmail.com/track-your-item#/tracking-results/{n}' },
  { name: 'Canada Post', url: 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor={n}' },
] as const;

const key = (carrier: string) => carrier.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The carrier's tracking page for the number, or null when the carrier is not one of CARRIERS. */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const known = CARRIERS.find((c) => key(c.name) === key(carrier));
  return known ? known.url.replace('{n}', encodeURIComponent(trackingNumber)) : null;
}

/** 'UPS 1Z999…', 'Tracking number 1Z999…' without a carrier, or null when the order has no tracking number. */
export function trackingText(carrier: string | null, trackingNumber: string | null): string | null {
  if (!trackingNumber) return null;
  return carrier ? `${carrier} ${trackingNumber}` : `Tracking number ${trackingNumber}`;
}

/** Order Management's filters and Mark as Shipped's questions; the buyer's tracking line. */
export const ORDER_TOOLS_TEXTS = {
  all: 'All',
  filterLabel: 'Show orders',
  searchLabel: 'Search orders',
  searchPlaceholder: 'Order number or buyer',
  search: 'Search',
  clearSearch: 'Clear search',
  noMatchTitle: 'No matching orders',
  noMatchHint: 'Try another status or search term',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} ${total === 1 ? 'order' : 'orders'}`,
  shipTitle: (id: number) => `Ship order #${id}`,
  shipDescription: 'Add the carrier and tracking number so the buyer can follow the parcel. Both are optional.',
  carrier: 'Carrier',
  carrierHint: 'UPS, FedEx, USPS, DHL, Royal Mail or Canada Post get a tracking link',
  trackingNumber: 'Tracking number',
  ship: 'Mark as Shipped',
  keep: 'Not yet',
  tracking: 'Tracking',
  trackParcel: 'Track parcel',
  viewOrder: 'View order',
} as const;

/** What the tracking fields accept (server and form alike). */
export const TRACKING_LIMITS = { carrierMax: 40, trackingNumberMax: 40 } as const;
export const TRACKING_MESSAGES = {
  carrierLong: `Carrier must be at most ${TRACKING_LIMITS.carrierMax} characters`,
  trackingNumberLong: `Tracking number must be at most ${TRACKING_LIMITS.trackingNumberMax} characters`,
  trackingNumberInvalid: 'Tracking number may use letters, digits, spaces and hyphens only',
  carrierInvalid: 'Carrier may use letters, digits, spaces, hyphens, dots and ampersands only',
  trackingOnlyWhenShipping: 'A carrier and tracking number go with Mark as Shipped only',
  statusFilterInvalid: 'Status must be one of pending, processing, shipped, completed, Delivered, cancelled',
  searchLong: 'Search must be at most 100 characters',
} as const;
