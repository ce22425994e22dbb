import { type Coupon, COUPON_TEXTS } from '@seamline/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { mockFetch, requestLines, sentRequest } from '@/test/fetch-mock';
import { fakeAuth, jsonResponse, renderWithProviders, vendor } from '@/test/render';
import { CouponsScreen } from './coupons-screen';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = mockFetch();
const admin = { ...vendor, id: 9, role: 'admin' as const, vendorName: null };
beforeEach(() => vi.mocked(toast.success).mockClear());

const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  couponId: '7',
  code: 'SPRING10',
  vendorId: '3',
  kind: 'percent',
  value: 10,
  minSubtotal: null,
  startsAt: null,
  endsAt: null,
  maxUses: 50,
  maxUsesPerBuyer: 1,
  productIds: null,
  vendorIds: null,
  categories: null,
  active: true,
  uses: 3,
  discountGiven: 12.5,
  ...over,
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe("the vendor's Coupons screen (docs/architecture.md#shipping-and-promotions)", () => {
  it('lists each coupon with its kind, value, uses of its maximum, discount given and dates', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [
        coupon(),
        coupon({
          couponId: '8',
          code: 'SHIPFREE',
          kind: 'free_shipping',
          value: 0,
          maxUses: null,
          uses: 0,
          discountGiven: 0,
          active: false,
        }),
      ]),
    );
    renderWithProviders(<CouponsScreen owner="vendor" />, { auth: fakeAuth({ user: vendor }) });
    const spring = (await screen.findByRole('rowheader', { name: 'SPRING10' })).closest('tr') as HTMLElement;
    expect(within(spring).getByText('Percent off')).toBeTruthy();
    expect(within(spring).getByText('10%')).toBeTruthy();
    expect(within(spring).getByText('3 / 50')).toBeTruthy();
    expect(within(spring).getByText('$12.50')).toBeTruthy();
    expect(within(spring).getByText('Any time')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Active: SPRING10' })).toHaveProperty('checked', true);
    const free = screen.getByRole('rowheader', { name: 'SHIPFREE' }).closest('tr') as HTMLElement;
    expect(within(free).getByText('0 / ∞')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Active: SHIPFREE' })).toHaveProperty('checked', false);
    expect(requestLines(fetchMock)).toEqual(['GET /api/vendors/coupons']);
  });

  it('switches a coupon off through PUT { active }, the row showing what the server answered', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [coupon()])).mockResolvedValue(jsonResponse(200, coupon({ active: false })));
    renderWithProviders(<CouponsScreen owner="vendor" />, { auth: fakeAuth({ user: vendor }) });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Active: SPRING10' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Active: SPRING10' })).toHaveProperty('checked', false));
    expect(sentRequest(fetchMock, 1)).toEqual({ url: '/api/vendors/coupons/7', method: 'PUT', body: { active: false } });
  });

  it('creates a coupon for listed products: the code in capitals, amounts as numbers, the toast, the list read again', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, []))
      .mockResolvedValueOnce(jsonResponse(201, coupon({ code: 'TAKE5', kind: 'amount', value: 5 })))
      .mockResolvedValue(jsonResponse(200, [coupon({ code: 'TAKE5', kind: 'amount', value: 5 })]));
    renderWithProviders(<CouponsScreen owner="vendor" />, { auth: fakeAuth({ user: vendor }) });
    expect(await screen.findByText('No coupons yet')).toBeTruthy();
    await userEvent.type(field('Code'), 'take5');
    await userEvent.selectOptions(field('Kind'), 'amount');
    await userEvent.type(field('Value ($)'), '5');
    await userEvent.type(field('Minimum subtotal ($)'), '30');
    await userEvent.type(field('Maximum uses'), '100');
    await userEvent.type(field('Product ids (comma separated; empty for every product)'), '8, 9');
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COUPON_TEXTS.created));
    expect(sentRequest(fetchMock, 1)).toEqual({
      url: '/api/vendors/coupons',
      method: 'POST',
      body: {
        code: 'TAKE5',
        kind: 'amount',
        value: 5,
        minSubtotal: 30,
        startsAt: null,
        endsAt: null,
        maxUses: 100,
        maxUsesPerBuyer: 1,
        productIds: ['8', '9'],
        vendorIds: null,
        categories: null,
      },
    });
    expect(await screen.findByRole('rowheader', { name: 'TAKE5' })).toBeTruthy();
  });

  it("checks the form with the contract's words first, and shows a code taken (409) under the code", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [])).mockResolvedValue(jsonResponse(409, { message: COUPON_TEXTS.codeTaken }));
    renderWithProviders(<CouponsScreen owner="vendor" />, { auth: fakeAuth({ user: vendor }) });
    await screen.findByText('No coupons yet');
    await userEvent.type(field('Code'), 'ab');
    await userEvent.type(field('Value (%)'), '95');
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText(COUPON_TEXTS.codeFormat)).toBeTruthy();
    expect(screen.getByText(COUPON_TEXTS.percentRange)).toBeTruthy();
    expect(requestLines(fetchMock)).toEqual(['GET /api/vendors/coupons']);

    await userEvent.clear(field('Code'));
    await userEvent.type(field('Code'), 'SPRING10');
    await userEvent.clear(field('Value (%)'));
    await userEvent.type(field('Value (%)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText(COUPON_TEXTS.codeTaken, { selector: 'p' })).toBeTruthy();
    expect(field('Code').getAttribute('aria-invalid')).toBe('true');
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe("the operator's Coupons screen", () => {
  it("keeps the platform's coupons: listed shops and categories instead of products", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [])).mockResolvedValue(jsonResponse(201, coupon({ vendorId: null })));
    renderWithProviders(<CouponsScreen owner="admin" />, { auth: fakeAuth({ user: admin }) });
    await screen.findByText('No coupons yet');
    expect(screen.queryByLabelText('Product ids (comma separated; empty for every product)')).toBeNull();
    await userEvent.type(field('Code'), 'WELCOME10');
    await userEvent.type(field('Value (%)'), '10');
    await userEvent.type(field('Shop ids (comma separated; empty for every shop)'), '3');
    await userEvent.click(screen.getByRole('checkbox', { name: "Women's" }));
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COUPON_TEXTS.created));
    const sent = sentRequest(fetchMock, 1);
    expect(sent.url).toBe('/api/admin/coupons');
    expect(sent.body).toMatchObject({ code: 'WELCOME10', kind: 'percent', value: 10, vendorIds: ['3'], categories: ['female'] });
  });
});
