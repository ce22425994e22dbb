import { PAYMENT_TEXTS } from '@seamline/contract';
import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, requestLines } from '@/test/fetch-mock';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { CheckoutReturn } from './checkout-return';

const fetchMock = mockFetch();

const renderReturn = (onPlaced = vi.fn()) => {
  renderWithProviders(
    <StrictMode>
      <CheckoutReturn paymentId="pay_7" onPlaced={onPlaced} />
    </StrictMode>,
  );
  return onPlaced;
};

describe('CheckoutReturn (back from 3-D Secure)', () => {
  it('confirms the payment once, then hands the placed orders on', async () => {
    const answer = {
      message: 'Order placed',
      orderIds: [51, 52],
      payment: { paymentId: 'pay_7', method: 'card', status: 'authorized', amount: 40 },
    };
    fetchMock.mockResolvedValue(jsonResponse(200, answer));
    const onPlaced = renderReturn();
    expect(screen.getByText('Confirming your payment')).toBeTruthy();
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(answer));
    expect(requestLines(fetchMock)).toEqual(['POST /api/buyer/payments/pay_7/confirm']);
  });

  it("shows the issuer's refusal with the way back to checkout, the cart kept", async () => {
    fetchMock.mockResolvedValue(jsonResponse(402, { message: PAYMENT_TEXTS.challengeFailed }));
    const onPlaced = renderReturn();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PAYMENT_TEXTS.challengeFailed);
    expect(alert.textContent).toContain('Nothing was charged');
    expect(screen.getByRole('link', { name: 'Back to checkout' }).getAttribute('href')).toBe('/buyer/checkout');
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('sends the buyer back to the cart when a line sold out during the challenge', async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { message: PAYMENT_TEXTS.soldOutAfterChallenge('Clogs') }));
    renderReturn();
    expect((await screen.findByRole('alert')).textContent).toContain('Clogs sold out while you confirmed the payment');
    expect(screen.getByRole('link', { name: 'Back to your cart' }).getAttribute('href')).toBe('/buyer/cart');
  });
});
