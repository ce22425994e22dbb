import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ClientCartItem } from '../lib/to-client-item';
import { CartLine } from './cart-line';

const item = (over: Partial<ClientCartItem> = {}): ClientCartItem => ({
  id: '5',
  cartId: '5',
  buyerId: '1',
  productId: '8',
  name: 'Linen Shirt',
  price: 12,
  quantity: 2,
  totalPrice: 24,
  imageUrl: '',
  availabilityStatus: 'In Stock',
  stockQuantity: 9,
  previousPrice: undefined,
  vendorId: '3',
  vendorName: 'Linen Loft',
  available: true,
  variantId: '81',
  variant: '',
  ...over,
});

const renderLine = (over: Partial<ClientCartItem> = {}, onQuantityChange = vi.fn()) => {
  const line = item(over);
  const view = render(
    <MemoryRouter>
      <ul>
        <CartLine
          item={line}
          quantity={line.quantity}
          busy={false}
          removing={false}
          onRemove={() => {}}
          onQuantityChange={onQuantityChange}
        />
      </ul>
    </MemoryRouter>,
  );
  return { ...view, onQuantityChange };
};

const unitPrice = () => screen.getByText('Unit price:').nextElementSibling;

describe('CartLine', () => {
  it('shows a price that changed since the line was added: the old one struck through, and a note in words', () => {
    renderLine({ previousPrice: 10.8 });
    expect(unitPrice()?.textContent).toBe('$10.80$12.00');
    const struck = unitPrice()?.querySelector('del');
    expect(struck?.textContent).toBe('$10.80');
    // The strike-through is for the eye; assistive technology hears the note.
    expect(struck?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Price changed from $10.80')).toBeTruthy();
  });

  it('shows the price alone when it has not changed', () => {
    renderLine();
    expect(unitPrice()?.textContent).toBe('$12.00');
    expect(screen.queryByText(/Price changed/)).toBeNull();
  });

  it('flags a line with more than the stock and lets the stepper lower it, down to the stock only', async () => {
    const { onQuantityChange } = renderLine({ quantity: 3, stockQuantity: 1, availabilityStatus: 'Only 1 left' });
    expect(screen.getByText('Only 1 left — lower the quantity to 1').closest('dd')?.previousElementSibling?.textContent).toBe(
      'Availability',
    );
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(onQuantityChange).toHaveBeenCalledWith(1);
  });

  it('bounds the stepper by the stock and by 99', () => {
    const { unmount } = renderLine({ quantity: 4, stockQuantity: 4 });
    expect(screen.getByLabelText('Quantity of Linen Shirt')).toHaveProperty('max', '4');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveProperty('disabled', true);
    unmount();
    renderLine({ quantity: 4, stockQuantity: 500 });
    expect(screen.getByLabelText('Quantity of Linen Shirt')).toHaveProperty('max', '99');
  });

  it('says what to do with an out-of-stock line, and offers no stepper', () => {
    renderLine({ stockQuantity: 0, availabilityStatus: 'Out of Stock' });
    expect(screen.getByText('Out of Stock')).toBeTruthy();
    expect(screen.getByText('Remove it to check out')).toBeTruthy();
    expect(screen.queryByLabelText('Quantity of Linen Shirt')).toBeNull();
  });

  it('greys a line the shop no longer sells, says so, and keeps only Remove', () => {
    renderLine({ available: false, stockQuantity: 0, availabilityStatus: 'No longer available' });
    expect(screen.getByText('No longer available')).toBeTruthy();
    expect(screen.getByText(/It is not in your total and will not be ordered/)).toBeTruthy();
    expect(screen.getByText('Not included in your total')).toBeTruthy();
    expect(screen.queryByLabelText('Quantity of Linen Shirt')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Linen Shirt' })).toBeTruthy();
  });

  it('names the shop the line ships from', () => {
    renderLine();
    expect(screen.getByText('Sold by Linen Loft')).toBeTruthy();
  });
});
