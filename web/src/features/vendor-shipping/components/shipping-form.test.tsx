import { DEFAULT_SHIPPING_PROFILE, SHIPPING_TEXTS } from '@seamline/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { mockFetch, requestLines, sentRequest } from '@/test/fetch-mock';
import { fakeAuth, jsonResponse, renderWithProviders, vendor } from '@/test/render';
import { ShippingSettings } from './shipping-settings';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = mockFetch();
beforeEach(() => vi.mocked(toast.success).mockClear());

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const retype = async (label: string, text: string) => {
  await userEvent.clear(field(label));
  await userEvent.type(field(label), text);
};
const render = async () => {
  renderWithProviders(<ShippingSettings />, { auth: fakeAuth({ user: vendor }) });
  return screen.findByRole('form', { name: 'Shipping' });
};
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

describe("the vendor's Shipping settings (docs/architecture.md#shipping-and-promotions)", () => {
  it('shows the profile, offers express, and saves the whole profile with the toast', async () => {
    const saved = {
      ...DEFAULT_SHIPPING_PROFILE,
      standard: { firstItem: 3.5, additionalItem: 1, transitDays: [2, 5] },
      express: { firstItem: 9.95, additionalItem: 2, transitDays: [1, 2] },
    };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, DEFAULT_SHIPPING_PROFILE)).mockResolvedValue(jsonResponse(200, saved));
    await render();
    expect(field('Processing days').value).toBe('2');
    expect(field('Standard first item fee ($)').value).toBe('4.95');
    expect(field('Free delivery over ($)').value).toBe('75');
    // No express until it is offered.
    expect(screen.queryByLabelText('Express first item fee ($)')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Offer express delivery' }));
    expect(field('Express first item fee ($)').value).toBe('9.95');
    await retype('Standard first item fee ($)', '3.5');
    await save();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(SHIPPING_TEXTS.saved));
    expect(sentRequest(fetchMock, 1)).toEqual({ url: '/api/vendors/shipping', method: 'PUT', body: saved });
  });

  it("puts the contract's message under the wrong field and sends nothing", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, DEFAULT_SHIPPING_PROFILE));
    await render();
    await retype('Standard transit days, to', '1');
    await retype('Standard first item fee ($)', '600');
    await save();
    expect(await screen.findByText(SHIPPING_TEXTS.transitOrder('Standard transit days'))).toBeTruthy();
    expect(screen.getByText(SHIPPING_TEXTS.feeRange('Standard first item fee'))).toBeTruthy();
    expect(field('Standard first item fee ($)').getAttribute('aria-invalid')).toBe('true');
    expect(requestLines(fetchMock)).toEqual(['GET /api/vendors/shipping']);
  });

  it("shows the server's 400 under the field it names", async () => {
    const message = SHIPPING_TEXTS.freeOverRange;
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, DEFAULT_SHIPPING_PROFILE))
      .mockResolvedValue(jsonResponse(400, { message, fieldErrors: { freeOver: message } }));
    await render();
    await save();
    expect(await screen.findByText(message, { selector: 'p' })).toBeTruthy();
    expect(field('Free delivery over ($)').getAttribute('aria-invalid')).toBe('true');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('switches free delivery off: the profile is sent with no threshold', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, DEFAULT_SHIPPING_PROFILE))
      .mockResolvedValue(jsonResponse(200, { ...DEFAULT_SHIPPING_PROFILE, freeOver: null }));
    await render();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Free standard delivery over a threshold' }));
    expect(screen.queryByLabelText('Free delivery over ($)')).toBeNull();
    await save();
    await waitFor(() => expect(sentRequest(fetchMock, 1).body).toEqual({ ...DEFAULT_SHIPPING_PROFILE, freeOver: null }));
  });
});
