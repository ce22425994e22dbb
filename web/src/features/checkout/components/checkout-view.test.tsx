import { cartTotals, SANDBOX_TEST_CARDS } from '@seamline/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { staticQuote } from '@/test/quote';
import { jsonResponse, renderWithProviders } from '@/test/render';
import type { CheckoutLine } from '../lib/parcels';
import { CheckoutView } from './checkout-view';

const fetchMock = mockFetch();

const lines: CheckoutLine[] = [
  {
    id: '1',
    productId: '8',
    name: 'Linen Shirt',
    variant: 'M · Navy',
    price: 10.8,
    quantity: 2,
    imageUrl: '',
    vendorId: '3',
    vendorName: 'Linen Loft',
  },
];
const config = {
  provider: 'sandbox' as const,
  sandbox: true,
  payOnDelivery: false,
  tokenUrl: '/psp/v1/tokens',
  testCards: [...SANDBOX_TEST_CARDS],
};
const address = { addressLine1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'USA' };

describe('CheckoutView and 3-D Secure', () => {
  it("goes to the provider's 3-D Secure page on a 202, placing nothing, the button waiting until the page has gone", async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { token: 'tok_3ds', last4: '3220', brand: 'visa' }));
    const place = vi
      .fn()
      .mockResolvedValue({ payment: { paymentId: 'pay_9', status: 'requires_action', redirectUrl: '/psp/challenge/ch_9' } });
    const onPlaced = vi.fn();
    const redirect = vi.fn();
    renderWithProviders(
      <CheckoutView
        lines={lines}
        totals={cartTotals(lines)}
        quote={staticQuote()}
        profileAddress={address}
        config={config}
        place={place}
        onPlaced={onPlaced}
        redirect={redirect}
      />,
    );
    // Pay on delivery is off: the card is the one way to pay.
    expect(screen.queryByRole('radio', { name: /Pay on delivery/ })).toBeNull();
    await userEvent.type(screen.getByLabelText('Card number'), '4000000000003220');
    await userEvent.type(screen.getByLabelText('Expiry date'), '1230');
    await userEvent.type(screen.getByLabelText('Security code (CVC)'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Place order · $23.33' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/psp/challenge/ch_9'));
    expect(place).toHaveBeenCalledWith({
      expectedTotal: 23.33,
      shipping: {},
      couponCode: undefined,
      payment: { method: 'card', token: 'tok_3ds' },
      shippingAddress: undefined,
      idempotencyKey: expect.any(String),
    });
    expect(onPlaced).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Place order · $23.33' })).toHaveProperty('disabled', true);
  });
});
