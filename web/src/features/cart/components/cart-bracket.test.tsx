import { BRACKET_TEXTS, type CartBracket, type CartItem, SIZE_PASSPORT_TEXTS } from '@seamline/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { MemoryRouter } from '@/lib/router';
import { toast } from '@/lib/toast';
import { mockFetch, requestLines, sentRequest } from '@/test/fetch-mock';
import { buyer, fakeAuth, jsonResponse } from '@/test/render';
import { CartProvider } from './cart-provider';
import { CartView } from './cart-view';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = mockFetch();

const bracket: CartBracket = { sizes: ['M', 'L'], advisedSize: 'L', message: 'You have M and L of this shirt: your size here is likely L' };

const line = (variantId: string, size: string, over: Partial<CartItem> = {}): CartItem => ({
  cartId: variantId,
  buyerId: '1',
  productId: '8',
  productName: 'Linen Shirt',
  unitPrice: 30,
  quantity: 1,
  totalPrice: 30,
  imageUrl: '',
  availabilityStatus: 'In Stock',
  stockQuantity: 9,
  vendorId: '3',
  vendorName: 'Linen Loft',
  available: true,
  variantId,
  size,
  colour: 'Navy',
  ...over,
});

/** Serves the cart as it stands, and takes a line out on each remove, as the server does. */
function serve(start: CartItem[], failRemove = false) {
  let cart = start;
  fetchMock.mockImplementation(async (_url, init) => {
    if (init?.method === 'DELETE') {
      if (failRemove) return jsonResponse(500, { message: 'Failed to remove item' });
      const { variantId } = JSON.parse(String(init.body));
      cart = cart.filter((l) => l.variantId !== variantId).map(({ bracket: _gone, ...rest }) => rest);
      return jsonResponse(200, { message: 'Item removed from cart' });
    }
    return jsonResponse(200, cart);
  });
}

function renderCart() {
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={fakeAuth({ user: buyer })}>
        <MemoryRouter>
          <CartProvider>
            <CartView onProceed={vi.fn()} />
          </CartProvider>
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

const lineNamed = (name: string) => screen.getByRole('listitem', { name });

describe('CartView: two sizes of one product and colour', () => {
  it('says so once, on the first of the lines, with the likely size to keep', async () => {
    serve([line('81', 'M', { bracket }), line('99', 'S', { productId: '9', productName: 'Wool Socks' }), line('82', 'L', { bracket })]);
    renderCart();
    const first = await screen.findByRole('listitem', { name: 'Linen Shirt, M · Navy' });
    expect(within(first).getByText(bracket.message)).toBeTruthy();
    expect(screen.getAllByText(bracket.message)).toHaveLength(1);
    const keep = within(first).getByRole('button', { name: SIZE_PASSPORT_TEXTS.keepOnlyOf('L', 'Linen Shirt') });
    expect(keep.textContent).toBe(BRACKET_TEXTS.keepOnly('L'));
    expect(within(lineNamed('Wool Socks, S · Navy')).queryByText(bracket.message)).toBeNull();
  });

  it("'Keep L only' removes the other size's line and says so once", async () => {
    serve([line('81', 'M', { bracket }), line('82', 'L', { bracket })]);
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: SIZE_PASSPORT_TEXTS.keepOnlyOf('L', 'Linen Shirt') }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Linen Shirt, M · Navy' })).toBeNull());
    expect(lineNamed('Linen Shirt, L · Navy')).toBeTruthy();
    expect(screen.queryByText(bracket.message)).toBeNull();
    const removes = requestLines(fetchMock).filter((l) => l.startsWith('DELETE'));
    expect(removes).toEqual(['DELETE /api/buyer/cart/delete']);
    expect(sentRequest(fetchMock, requestLines(fetchMock).indexOf(removes[0] as string)).body).toEqual({ productId: '8', variantId: '81' });
    expect(toast.success).toHaveBeenLastCalledWith(
      SIZE_PASSPORT_TEXTS.kept('L'),
      expect.objectContaining({ description: SIZE_PASSPORT_TEXTS.keptDetail }),
    );
  });

  it('without a likely size, offers each size; a failed remove keeps the lines and claims nothing', async () => {
    const unknown = {
      ...bracket,
      advisedSize: null,
      message: 'You have M and L of this shirt: add your measurements to see which is likely your size',
    };
    serve([line('81', 'M', { bracket: unknown }), line('82', 'L', { bracket: unknown })], true);
    renderCart();
    const first = await screen.findByRole('listitem', { name: 'Linen Shirt, M · Navy' });
    const buttons = within(first).getAllByRole('button', { name: /^Keep/ });
    expect(buttons.map((b) => b.textContent)).toEqual([BRACKET_TEXTS.keepOnly('M'), BRACKET_TEXTS.keepOnly('L')]);
    await userEvent.click(within(first).getByRole('button', { name: SIZE_PASSPORT_TEXTS.keepOnlyOf('M', 'Linen Shirt') }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(lineNamed('Linen Shirt, L · Navy')).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalledWith(SIZE_PASSPORT_TEXTS.kept('M'), expect.anything());
  });
});
