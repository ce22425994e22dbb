import { cartTotals } from '@seamline/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parcel, quoteOf } from '@/test/quote';
import { OrderSummary } from './order-summary';

const amountOf = (label: string | RegExp) => screen.getByText(label).nextElementSibling?.textContent;

describe('OrderSummary (spec §9)', () => {
  it('shows subtotal, 8% tax rounded to the cent, free shipping and total', () => {
    // 3 × 19.99 = 59.97; 8% = 4.7976 → 4.80; total 64.77
    render(
      <OrderSummary
        totals={cartTotals([{ price: 19.99, quantity: 3 }])}
        quote={quoteOf([parcel({ subtotal: 59.97, tax: 4.8 })])}
        checkingOut={false}
        onCheckout={() => {}}
      />,
    );
    expect(amountOf('Subtotal')).toBe('$59.97');
    expect(amountOf('Estimated Tax (8%)')).toBe('$4.80');
    expect(amountOf('Shipping')).toBe('Free');
    expect(amountOf('Total')).toBe('$64.77');
  });

  it('adds lines in cents, so float noise never shows', () => {
    // 0.1 × 3 + 0.2 = 0.50 exactly; tax 0.04
    render(
      <OrderSummary
        totals={cartTotals([
          { price: 0.1, quantity: 3 },
          { price: 0.2, quantity: 1 },
        ])}
        checkingOut={false}
        onCheckout={() => {}}
      />,
    );
    expect(amountOf('Subtotal')).toBe('$0.50');
    expect(amountOf('Estimated Tax (8%)')).toBe('$0.04');
    expect(amountOf('Total')).toBe('$0.54');
  });

  it('rounds tax to the nearest cent', () => {
    expect(cartTotals([{ price: 0.69, quantity: 1 }]).tax).toBe(0.06); // 5.52 cents
    expect(cartTotals([{ price: 0.31, quantity: 1 }]).tax).toBe(0.02); // 2.48 cents
    expect(cartTotals([{ price: 6.25, quantity: 1 }]).tax).toBe(0.5); // exact
  });

  it('counts items as the sum of quantities and checks out on click', () => {
    expect(
      cartTotals([
        { price: 5, quantity: 2 },
        { price: 1, quantity: 3 },
      ]).itemCount,
    ).toBe(5);
    const onCheckout = vi.fn();
    render(<OrderSummary totals={cartTotals([{ price: 5, quantity: 2 }])} checkingOut={false} onCheckout={onCheckout} />);
    screen.getByRole('button', { name: 'Proceed to Checkout' }).click();
    expect(onCheckout).toHaveBeenCalledOnce();
  });

  it('waits while a line must be fixed or a change is being saved, and says why', () => {
    const totals = cartTotals([{ price: 5, quantity: 2 }]);
    const { rerender } = render(<OrderSummary totals={totals} checkingOut={false} onCheckout={vi.fn()} blocked shops={1} />);
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Fix the items marked above to check out')).toBeTruthy();
    rerender(<OrderSummary totals={totals} checkingOut={false} onCheckout={vi.fn()} waiting shops={3} />);
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Your order ships from 3 shops: 3 orders')).toBeTruthy();
    rerender(<OrderSummary totals={cartTotals([])} checkingOut={false} onCheckout={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toHaveProperty('disabled', true);
  });

  it('says by the button when some prices changed since their lines were added', () => {
    const totals = cartTotals([{ price: 12, quantity: 1 }]);
    const { rerender } = render(<OrderSummary totals={totals} checkingOut={false} onCheckout={() => {}} />);
    expect(screen.queryByText(/Some prices changed/)).toBeNull();
    rerender(<OrderSummary totals={totals} checkingOut={false} onCheckout={() => {}} pricesChanged />);
    expect(screen.getByText("Some prices changed since you added these items. The total uses today's prices.")).toBeTruthy();
  });
});
