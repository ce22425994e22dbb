import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
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
  ...over,
});

const renderLine = (over: Partial<ClientCartItem> = {}) =>
  render(
    <MemoryRouter>
      <ul>
        <CartLine item={item(over)} removing={false} onRemove={() => {}} />
      </ul>
    </MemoryRouter>,
  );

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

  it('flags a line with more than the stock, and an out-of-stock one with what to do', () => {
    const { unmount } = renderLine({ quantity: 3, stockQuantity: 2, availabilityStatus: 'Only 2 left' });
    expect(screen.getByText('Only 2 left').closest('dd')?.previousElementSibling?.textContent).toBe('Availability');
    unmount();
    renderLine({ stockQuantity: 0, availabilityStatus: 'Out of Stock' });
    expect(screen.getByText('Out of Stock')).toBeTruthy();
    expect(screen.getByText('Remove it to check out')).toBeTruthy();
  });
});
