import { EXCHANGE_TEXTS } from '@seamline/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { Order } from '../lib/normalize-order';
import { OrderCard, type OrderCardProps } from './order-card';

const sampleOrder: Order = {
  id: 42,
  orderDate: '2025-03-01T10:00:00.000Z',
  buyerName: 'Bea Buyer',
  buyerEmail: 'bea@example.com',
  status: 'pending',
  total: 75,
  items: [
    { id: 1, productId: 5, name: 'Trail Runner', quantity: 2, price: 30, imageUrl: '', productAvailable: true, size: null, colour: null },
    { id: 2, productId: 6, name: 'Wool Socks', quantity: 1, price: 15, imageUrl: '', productAvailable: true, size: null, colour: null },
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

const baseProps = (): OrderCardProps => ({
  order: sampleOrder,
  expanded: false,
  onToggle: vi.fn(),
  busy: null,
  onAdvance: vi.fn(),
  onDeliver: vi.fn(),
  onCancel: vi.fn(),
  onPrint: vi.fn(),
});

function renderCard(over: Partial<OrderCardProps> = {}, order: Partial<Order> = {}) {
  const props: OrderCardProps = {
    order: { ...sampleOrder, ...order },
    expanded: false,
    onToggle: vi.fn(),
    busy: null,
    onAdvance: vi.fn(),
    onDeliver: vi.fn(),
    onCancel: vi.fn(),
    onPrint: vi.fn(),
    ...over,
  };
  renderWithProviders(<OrderCard {...props} />);
  return props;
}

const ACTIONS = ['Process Order', 'Mark as Shipped', 'Mark as Completed', 'Auto Deliver', 'Cancel Order', 'Print Invoice'];
const shown = () => ACTIONS.filter((name) => screen.queryByRole('button', { name }));

describe('OrderCard actions by status (spec §2, docs/architecture.md#server-rules)', () => {
  it.each([
    ['pending', ['Process Order', 'Auto Deliver', 'Cancel Order', 'Print Invoice']],
    ['processing', ['Mark as Shipped', 'Auto Deliver', 'Cancel Order', 'Print Invoice']],
    ['shipped', ['Mark as Completed', 'Auto Deliver', 'Print Invoice']],
    ['completed', ['Auto Deliver', 'Print Invoice']],
    ['Delivered', ['Print Invoice']],
    ['cancelled', ['Print Invoice']],
  ])('%s offers %j', (status, expected) => {
    renderCard({}, { status });
    expect(shown()).toEqual(expected);
  });

  it('asks for the next status of the order', async () => {
    const props = renderCard({}, { status: 'processing' });
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Shipped' }));
    expect(props.onAdvance).toHaveBeenCalledWith('shipped');
    await userEvent.click(screen.getByRole('button', { name: 'Auto Deliver' }));
    expect(props.onDeliver).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    expect(props.onCancel).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Print Invoice' }));
    expect(props.onPrint).toHaveBeenCalled();
  });

  it('shows the order summary with a coloured status badge', () => {
    renderCard({}, { status: 'cancelled' });
    expect(screen.getByRole('heading', { name: 'Order #42' })).toBeTruthy();
    expect(screen.getByText('Bea Buyer')).toBeTruthy();
    expect(screen.getByText('bea@example.com')).toBeTruthy();
    expect(screen.getByText('$75.00')).toBeTruthy();
    expect(screen.getByText('Cancelled').getAttribute('data-tone')).toBe('red');
  });

  it('links the buyer email so that a crafted address cannot add a query to the mailto: link', () => {
    const crafted = 'mailto@x.test?bcc=victim@y.test&body=hi';
    renderCard({}, { buyerEmail: crafted });
    const link = screen.getByRole('link', { name: crafted });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.protocol).toBe('mailto:');
    expect(url.search).toBe('');
    expect(decodeURIComponent(url.pathname)).toBe(crafted);
  });

  it('leaves out a missing buyer email', () => {
    renderCard({}, { buyerEmail: '' });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('toggles the details with Order Details / Hide Details', async () => {
    const props = renderCard();
    const toggle = screen.getByRole('button', { name: 'Order Details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(props.onToggle).toHaveBeenCalled();
  });

  it('shows the address and the items table when expanded', () => {
    renderCard({ expanded: true });
    expect(screen.getByRole('button', { name: 'Hide Details' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('1 Main St')).toBeTruthy();
    expect(screen.getByText('Springfield 12345')).toBeTruthy();
    expect(screen.getByText('USA')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Product', 'Quantity', 'Unit Price', 'Total']);
    expect(screen.getByText('$60.00')).toBeTruthy();
    expect(screen.getAllByText('$75.00')).toHaveLength(2);
  });

  it('disables the other actions while one runs', () => {
    renderCard({ busy: 'deliver' });
    expect((screen.getByRole('button', { name: 'Process Order' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: /Auto Deliver/ }).getAttribute('aria-busy')).toBe('true');
  });

  it('counts a double click as one click', async () => {
    const props = renderCard({}, { status: 'pending' });
    await userEvent.dblClick(screen.getByRole('button', { name: 'Process Order' }));
    expect(props.onAdvance).toHaveBeenCalledTimes(1);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Auto Deliver' }));
    expect(props.onDeliver).toHaveBeenCalledTimes(1);
  });
});

describe('OrderCard money and dates', () => {
  it('says how the order is paid and where its money stands (docs/architecture.md#payments)', () => {
    const { unmount } = renderWithProviders(
      <OrderCard {...baseProps()} order={{ ...sampleOrder, paymentMethod: 'card', paymentStatus: 'captured' }} />,
    );
    expect(screen.getByText('Paid by card')).toBeTruthy();
    expect(screen.getByText('Paid').dataset.tone).toBe('green');
    unmount();
    renderCard({}, { paymentMethod: 'on_delivery', paymentStatus: 'due_on_delivery' });
    expect(screen.getByText('Pay on delivery')).toBeTruthy();
    expect(screen.getByText('Due on delivery')).toBeTruthy();
  });

  it('shows no payment for an order without one', () => {
    renderCard();
    expect(screen.queryByText(/Paid by card|Pay on delivery/)).toBeNull();
  });

  it('labels its total as the sales before tax and says what the buyer paid', () => {
    renderCard({}, { total: 29.9, subtotal: 29.9, tax: 2.39, totalPaid: 32.29 });
    expect(screen.getByText('$29.90')).toBeTruthy();
    expect(screen.getByText('Your sales, before tax')).toBeTruthy();
    expect(screen.getByText('Buyer paid $32.29 with tax')).toBeTruthy();
  });

  it('shows the expected delivery of an open order, and when a finished one was delivered or cancelled', () => {
    const { unmount } = renderWithProviders(<OrderCard {...baseProps()} />);
    expect(screen.getByText(/Expected Delivery:/).textContent).toContain('2025');
    unmount();
    renderCard({}, { status: 'completed', deliveredAt: '2025-03-03T10:00:00.000Z' });
    const delivered = screen.getByText(/^Delivered on /);
    expect(delivered.getAttribute('datetime')).toBe('2025-03-03T10:00:00.000Z');
    expect(screen.queryByText(/Expected Delivery/)).toBeNull();
  });

  it('says when a cancelled order was cancelled', () => {
    renderCard({}, { status: 'cancelled', cancelledAt: '2025-03-02T10:00:00.000Z' });
    expect(screen.getByText(/^Cancelled on /).getAttribute('datetime')).toBe('2025-03-02T10:00:00.000Z');
  });

  it("links each line to its product's page, with its picture; a deleted product's line keeps its name unlinked", () => {
    renderCard(
      { expanded: true },
      {
        items: [
          {
            id: 1,
            productId: 5,
            name: 'Trail Runner',
            quantity: 2,
            price: 30,
            imageUrl: '/images/runner.svg',
            productAvailable: true,
            size: null,
            colour: null,
          },
          {
            id: 2,
            productId: 6,
            name: 'Wool Socks',
            quantity: 1,
            price: 15,
            imageUrl: '/images/socks.svg',
            productAvailable: false,
            size: null,
            colour: null,
          },
        ],
      },
    );
    expect(screen.getByRole('link', { name: 'Trail Runner' }).getAttribute('href')).toBe('/buyer/product/5');
    expect(screen.queryByRole('link', { name: 'Wool Socks' })).toBeNull();
    expect(screen.getByText('Wool Socks')).toBeTruthy();
    expect(screen.getByText('No longer available')).toBeTruthy();
    const pictures = [...document.querySelectorAll('td img')].map((img) => img.getAttribute('src'));
    expect(pictures).toEqual(['/images/runner.svg', '/images/socks.svg']);
  });

  it("shows an exchange's replacement as the exchange of its return, with no charge, no 'Paid', and a cancel that refunds", () => {
    renderCard({}, { kind: 'exchange', exchangeForReturnId: 4, total: 0, totalPaid: 0, paymentMethod: 'card', paymentStatus: 'captured' });
    expect(screen.getByRole('link', { name: EXCHANGE_TEXTS.exchangeFor(4) }).getAttribute('href')).toBe('/vendor/returns');
    expect(screen.getAllByText(EXCHANGE_TEXTS.noCharge, { exact: false }).length).toBeGreaterThan(0);
    expect(screen.queryByText('Paid')).toBeNull();
    expect(screen.queryByText('$0.00')).toBeNull();
    expect(shown()).toEqual(['Process Order', 'Auto Deliver', 'Print Invoice']);
    expect(screen.getByRole('button', { name: EXCHANGE_TEXTS.cancelAndRefund })).toBeTruthy();
    expect(screen.getByText(EXCHANGE_TEXTS.cancelRefunds)).toBeTruthy();
  });
});
