import { defaultSizeChart, type ProductDetail, type ProductVariant, SIZE_FLAG_TEXTS, STOCK_TEXTS, VARIANT_TEXTS } from '@seamline/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { resetShoeSizeSystem } from '../hooks/use-shoe-size-system';
import type { VariantChoiceState } from '../hooks/use-variant-choice';
import { ProductDetailView } from './product-detail-view';

const variant = (over: Partial<ProductVariant>): ProductVariant => ({
  variantId: 1,
  size: null,
  colour: null,
  colourHex: null,
  sku: null,
  price: 25,
  ownPrice: null,
  compareAtPrice: null,
  salePercent: null,
  ownCompareAtPrice: null,
  stockQuantity: 5,
  imageUrl: '/images/navy.svg',
  ...over,
});

const navy = { colour: 'Navy', colourHex: '#1f3057', imageUrl: '/images/navy.svg' };
const black = { colour: 'Black', colourHex: '#25252a', imageUrl: '/images/black.svg' };

const shirt = (variants: ProductVariant[]): ProductDetail => ({
  productId: 9,
  productName: 'Oxford Shirt',
  price: Math.min(...variants.map((v) => v.price)),
  basePrice: 25,
  imageUrl: '/images/navy.svg',
  categoryName: 'male',
  subCategoryName: 'clothes',
  description: 'Cotton oxford.',
  vendorName: 'Vic Wear',
  vendorSlug: 'vic-wear',
  inStock: true,
  colours: [],
  compareAtPrice: null,
  salePercent: null,
  saleEndsAt: null,
  stockQuantity: variants.reduce((n, v) => n + v.stockQuantity, 0),
  averageRating: 0,
  reviewCount: 0,
  fit: { small: 0, true: 0, large: 0 },
  sizeChart: defaultSizeChart('male', 'clothes'),
  sizeFlags: [],
  variants,
  images: [],
  returnDays: 30,
});

const twoColours = shirt([
  variant({ variantId: 1, size: 'S', ...navy, stockQuantity: 8 }),
  variant({ variantId: 2, size: 'M', ...navy, stockQuantity: 3 }),
  variant({ variantId: 3, size: 'L', ...navy, stockQuantity: 6, price: 30, ownPrice: 30 }),
  variant({ variantId: 4, size: 'S', ...black, stockQuantity: 5 }),
  variant({ variantId: 5, size: 'M', ...black, stockQuantity: 9 }),
  variant({ variantId: 6, size: 'L', ...black, stockQuantity: 0, price: 30, ownPrice: 30 }),
]);

/** Renders the page with a purchase part that reports the choice and asks for a size like Add to Cart does. */
function renderPage(product: ProductDetail, advisedSize?: string | null) {
  const seen: { current: VariantChoiceState | null } = { current: null };
  const purchase = vi.fn((choice: VariantChoiceState) => {
    seen.current = choice;
    return (
      <button type="button" onClick={() => choice.askForChoice()}>
        Add to Cart
      </button>
    );
  });
  renderWithProviders(<ProductDetailView product={product} purchase={purchase} advisedSize={advisedSize} />);
  return seen;
}

const picture = () => screen.getAllByRole('img', { name: 'Oxford Shirt' })[0] as HTMLImageElement;
const choose = (name: string) => userEvent.click(screen.getByRole('radio', { name }));

describe('ProductDetailView with sizes and colours (docs/architecture.md#sizes-and-colours)', () => {
  beforeEach(() => {
    localStorage.clear();
    resetShoeSizeSystem();
  });

  it('says "from" the lowest price until a size is chosen, then the chosen one\'s price and stock', async () => {
    const seen = renderPage(twoColours);
    expect(screen.getByTestId('product-price').textContent).toBe('from$25.00');
    expect(screen.getByText(STOCK_TEXTS.inStockCount(31))).toBeTruthy();
    await choose('Navy');
    await choose('Size L');
    expect(screen.getByTestId('product-price').textContent).toBe('$30.00');
    expect(screen.getByText(STOCK_TEXTS.inStockCount(6))).toBeTruthy();
    expect(seen.current?.variant?.variantId).toBe(3);
  });

  it("shows the product's sale, then the chosen size's own: its 'was' price struck through, or none", async () => {
    const onSale = {
      ...shirt([
        variant({ variantId: 1, size: 'S', ...navy, stockQuantity: 8, compareAtPrice: 40, salePercent: 38 }),
        variant({ variantId: 3, size: 'L', ...navy, stockQuantity: 6, price: 30, ownPrice: 30 }),
      ]),
      compareAtPrice: 40,
      salePercent: 38,
    };
    renderPage(onSale);
    expect(screen.getByTestId('product-price').textContent).toBe('from$25.00Was $40.00$40.00Sale\u221238%');
    await choose('Size L');
    expect(screen.getByTestId('product-price').textContent).toBe('$30.00');
    await choose('Size S');
    expect(screen.getByText('Was $40.00')).toBeTruthy();
  });

  it('switches the picture with the colour, and strikes out the sizes sold out in it', async () => {
    renderPage(twoColours);
    await choose('Black');
    expect(picture().getAttribute('src')).toBe('/images/black.svg');
    const soldOut = screen.getByRole('radio', { name: VARIANT_TEXTS.sizeSoldOut('L') }) as HTMLInputElement;
    expect(soldOut.disabled).toBe(true);
    expect(soldOut.closest('label')?.className).toContain('line-through');
    await choose('Navy');
    expect(picture().getAttribute('src')).toBe('/images/navy.svg');
    expect((screen.getByRole('radio', { name: 'Size L' }) as HTMLInputElement).disabled).toBe(false);
  });

  it("says 'Only n left' under 5 of the chosen size", async () => {
    renderPage(twoColours);
    await choose('Navy');
    await choose('Size M');
    expect(screen.getByText(VARIANT_TEXTS.onlyLeft(3))).toBeTruthy();
    await choose('Size S');
    expect(screen.queryByText(/^Only \d+ left$/)).toBeNull();
  });

  it('asks for a size at the size group, with focus on its first size, when Add to Cart comes first', async () => {
    const seen = renderPage(twoColours);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const group = screen.getByRole('group', { name: 'Size' });
    expect(group.textContent).toContain(VARIANT_TEXTS.selectSize);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Size S' }));
    expect(seen.current?.variant).toBeNull();
    await choose('Size M');
    expect(group.textContent).not.toContain(VARIANT_TEXTS.selectSize);
  });

  it('asks for a colour when only colours differ', async () => {
    renderPage(shirt([variant({ variantId: 1, ...navy }), variant({ variantId: 2, ...black })]));
    expect(screen.queryByRole('group', { name: 'Size' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByText(VARIANT_TEXTS.selectColour)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Navy' }));
  });

  it('looks as before for a product of one variant: no swatches, no sizes, its own price, nothing to ask', async () => {
    const seen = renderPage(shirt([variant({ variantId: 7, stockQuantity: 12 })]));
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByTestId('product-price').textContent).toBe('$25.00');
    expect(screen.getByText(STOCK_TEXTS.inStockCount(12))).toBeTruthy();
    expect(seen.current?.variant?.variantId).toBe(7);
    expect(seen.current?.askForChoice()).toBe(false);
  });
});

describe("ProductDetailView with the buyer's advised size", () => {
  beforeEach(() => localStorage.clear());
  const checked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;
  const chosenSizes = () =>
    (screen.getAllByRole('radio') as HTMLInputElement[]).filter((r) => r.name.startsWith('size-') && r.checked).map((r) => r.value);

  it('starts with the advised size chosen, and the buyer may choose another', async () => {
    const seen = renderPage(twoColours, 'M');
    expect(checked('Size M')).toBe(true);
    await choose('Navy');
    expect(seen.current?.variant?.variantId).toBe(2);
    await choose('Size S');
    expect(checked('Size S')).toBe(true);
    expect(seen.current?.variant?.variantId).toBe(1);
  });

  it('never chooses an advised size sold out in the colour: it is chosen again in a colour that has it', async () => {
    renderPage(twoColours, 'L');
    await choose('Black');
    expect(checked(VARIANT_TEXTS.sizeSoldOut('L'))).toBe(false);
    expect(chosenSizes()).toEqual([]);
    await choose('Navy');
    expect(checked('Size L')).toBe(true);
  });

  it('chooses nothing for a size the product is not sold in', () => {
    renderPage(twoColours, 'XXL');
    expect(chosenSizes()).toEqual([]);
  });
});

describe('ProductDetailView with a size that runs small', () => {
  beforeEach(() => localStorage.clear());

  it("says 'Runs small' before a size is chosen and for that size, not for another", async () => {
    renderPage({ ...twoColours, sizeFlags: [{ size: 'M', fit: 'runs_small' }] });
    expect(screen.getByTestId('size-flag').textContent).toBe(SIZE_FLAG_TEXTS.shopper.runs_small);
    await choose('Navy');
    await choose('Size S');
    expect(screen.queryByTestId('size-flag')).toBeNull();
    await choose('Size M');
    expect(screen.getByTestId('size-flag').textContent).toBe(SIZE_FLAG_TEXTS.shopper.runs_small);
  });
});
