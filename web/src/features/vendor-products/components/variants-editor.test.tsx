import { type ProductVariant, SALE_TEXTS, type VendorProduct } from '@seamline/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@/test/render';
import { ProductForm } from './product-form';

const shirt: VendorProduct = {
  productId: 7,
  productName: 'Oxford Shirt',
  price: 40,
  basePrice: 40,
  imageUrl: '/images/shirt.svg',
  categoryName: 'male',
  subCategoryName: 'clothes',
  description: 'Cotton oxford.',
  vendorName: 'Vic Wear',
  vendorSlug: 'vic-wear',
  stockQuantity: 9,
  inStock: true,
  colours: [{ name: 'Navy', hex: '#1f3057' }],
  compareAtPrice: null,
  salePercent: null,
  ownCompareAtPrice: null,
  saleEndsAt: null,
};

const variant = (variantId: number, size: string, stockQuantity: number, over: Partial<ProductVariant> = {}): ProductVariant => ({
  variantId,
  size,
  colour: 'Navy',
  colourHex: '#1f3057',
  sku: null,
  price: 40,
  ownPrice: null,
  compareAtPrice: null,
  salePercent: null,
  ownCompareAtPrice: null,
  stockQuantity,
  imageUrl: '/images/shirt.svg',
  ...over,
});

function renderForm(props: Partial<Parameters<typeof ProductForm>[0]> = {}) {
  const onSubmit = vi.fn(async () => undefined);
  renderWithProviders(<ProductForm saving={false} onSubmit={onSubmit} onCancel={vi.fn()} {...props} />);
  return { onSubmit };
}

const sizesGroup = () => screen.getByRole('group', { name: /^Sizes( \(|$)/ });

describe('The size × colour grid of the product dialog (docs/architecture.md#sizes-and-colours)', () => {
  it("offers the subcategory's sizes once one is chosen: letters for adults, ages for children, EU for shoes", async () => {
    renderForm();
    expect(screen.getByText('Choose a category and subcategory to pick sizes.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'male');
    await userEvent.selectOptions(screen.getByLabelText('Subcategory'), 'clothes');
    expect(
      within(sizesGroup())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL']);
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'children');
    expect(within(sizesGroup()).getByRole('button', { name: '2Y' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Subcategory'), 'shoes');
    expect(within(sizesGroup()).getByRole('button', { name: '16' })).toBeTruthy();
  });

  it('builds a 3 × 2 grid with stock per cell and sends it as variants, the stock field gone', async () => {
    const { onSubmit } = renderForm();
    await userEvent.type(screen.getByLabelText('Product Name'), 'Grid Shirt');
    await userEvent.type(screen.getByLabelText('Description'), 'Two colours.');
    await userEvent.clear(screen.getByLabelText('Price ($)'));
    await userEvent.type(screen.getByLabelText('Price ($)'), '40');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'male');
    await userEvent.selectOptions(screen.getByLabelText('Subcategory'), 'clothes');
    // Chosen out of order, kept in size order.
    for (const size of ['L', 'S', 'M']) await userEvent.click(within(sizesGroup()).getByRole('button', { name: size }));
    expect(within(sizesGroup()).getByRole('button', { name: 'M' }).getAttribute('aria-pressed')).toBe('true');
    for (const colour of ['Navy', 'Black']) {
      await userEvent.type(screen.getByLabelText('Colour name'), colour);
      await userEvent.click(screen.getByRole('button', { name: 'Add colour' }));
    }
    expect(screen.queryByLabelText('Stock')).toBeNull();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.querySelector('th')?.textContent)).toEqual(['Size', 'S', 'M', 'L']);
    await userEvent.clear(screen.getByLabelText('Stock, M · Black'));
    await userEvent.type(screen.getByLabelText('Stock, M · Black'), '6');
    await userEvent.click(screen.getByLabelText(SALE_TEXTS.variantDetails));
    await userEvent.type(screen.getByLabelText('Price ($), L · Navy'), '45');
    expect(screen.getByText('Total stock: 6')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = (
      onSubmit.mock.calls[0] as unknown as [{ variants: { size: string; colour: string; stockQuantity: number; price: number | null }[] }]
    )[0];
    expect(sent.variants.map((v) => `${v.size}/${v.colour}/${v.stockQuantity}/${v.price ?? '-'}`)).toEqual([
      'S/Navy/0/-',
      'S/Black/0/-',
      'M/Navy/0/-',
      'M/Black/6/-',
      'L/Navy/0/45',
      'L/Black/0/-',
    ]);
  });

  it("opens an edit with the product's variants, base price and ids, and changes one cell", async () => {
    const variants = [variant(11, 'S', 4), variant(12, 'M', 5, { sku: 'OX-M', price: 44, ownPrice: 44 })];
    const { onSubmit } = renderForm({ product: { ...shirt, price: 40 }, variants });
    expect((screen.getByLabelText('Stock, M · Navy') as HTMLInputElement).value).toBe('5');
    expect((screen.getByLabelText('SKU, M · Navy') as HTMLInputElement).value).toBe('OX-M');
    await userEvent.clear(screen.getByLabelText('Stock, S · Navy'));
    await userEvent.type(screen.getByLabelText('Stock, S · Navy'), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toMatchObject([
      {
        price: 40,
        variants: [
          { variantId: 11, size: 'S', colour: 'Navy', stockQuantity: 9, price: null, sku: null, imageUrl: null },
          { variantId: 12, size: 'M', colour: 'Navy', stockQuantity: 5, price: 44, sku: 'OX-M', imageUrl: null },
        ],
      },
    ]);
  });

  it('refuses a cell without a stock with the contract message, sending nothing', async () => {
    const { onSubmit } = renderForm({ product: shirt, variants: [variant(11, 'S', 4), variant(12, 'M', 5)] });
    await userEvent.clear(screen.getByLabelText('Stock, S · Navy'));
    await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Stock is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends a cell's compare-at price beside its own price, blank as null", async () => {
    const { onSubmit } = renderForm({ product: shirt, variants: [variant(11, 'S', 4), variant(12, 'M', 5)] });
    await userEvent.click(screen.getByLabelText(SALE_TEXTS.variantDetails));
    await userEvent.type(screen.getByLabelText('Price ($), M · Navy'), '30');
    await userEvent.type(screen.getByLabelText(SALE_TEXTS.variantCompareAtLabel('M · Navy')), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toMatchObject([
      {
        variants: [
          { variantId: 11, size: 'S', price: null, compareAtPrice: null },
          { variantId: 12, size: 'M', price: 30, compareAtPrice: 40 },
        ],
      },
    ]);
  });

  it.each([
    ['30', '30', SALE_TEXTS.compareAtAbovePrice],
    ['30', '25', SALE_TEXTS.compareAtAbovePrice],
    ['', '40', SALE_TEXTS.variantCompareAtNeedsPrice],
  ])("refuses a compare-at price %s → %s under its cell with the contract's message, sending nothing", async (price, was, message) => {
    const { onSubmit } = renderForm({ product: shirt, variants: [variant(11, 'S', 4), variant(12, 'M', 5)] });
    await userEvent.click(screen.getByLabelText(SALE_TEXTS.variantDetails));
    if (price) await userEvent.type(screen.getByLabelText('Price ($), M · Navy'), price);
    const compareAt = screen.getByLabelText(SALE_TEXTS.variantCompareAtLabel('M · Navy'));
    await userEvent.type(compareAt, was);
    await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(compareAt.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = compareAt.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();
    // Edited, the cell is judged again on the next submit.
    await userEvent.clear(compareAt);
    expect(screen.queryByText(message)).toBeNull();
  });

  it("opens an edit with a cell's own compare-at price shown, and sends it back as it was", async () => {
    const onSale = variant(12, 'M', 5, { price: 30, ownPrice: 30, compareAtPrice: 40, salePercent: 25, ownCompareAtPrice: 40 });
    const { onSubmit } = renderForm({ product: shirt, variants: [variant(11, 'S', 4), onSale] });
    expect((screen.getByLabelText(SALE_TEXTS.variantCompareAtLabel('M · Navy')) as HTMLInputElement).value).toBe('40');
    expect((screen.getByLabelText(SALE_TEXTS.variantCompareAtLabel('S · Navy')) as HTMLInputElement).value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toMatchObject([{ variants: [{ compareAtPrice: null }, { price: 30, compareAtPrice: 40 }] }]);
  });

  it("places the server's compare-at message of a variant under its cell", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, SALE_TEXTS.compareAtMax, { 'variants.1.compareAtPrice': SALE_TEXTS.compareAtMax });
    });
    const onSale = variant(12, 'M', 5, { price: 30, ownPrice: 30, ownCompareAtPrice: 40 });
    renderForm({ product: shirt, variants: [variant(11, 'S', 4), onSale], onSubmit });
    await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    const compareAt = screen.getByLabelText(SALE_TEXTS.variantCompareAtLabel('M · Navy'));
    await waitFor(() => expect(compareAt.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(compareAt.getAttribute('aria-describedby') ?? '')?.textContent).toBe(SALE_TEXTS.compareAtMax);
  });

  it('keeps a one-size product as today: one stock field and no variants sent', async () => {
    const only = [{ ...variant(21, '', 9), size: null, colour: null, colourHex: null }];
    const { onSubmit } = renderForm({ product: { ...shirt, colours: [] }, variants: only });
    expect((screen.getByLabelText('Stock') as HTMLInputElement).value).toBe('9');
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([expect.not.objectContaining({ variants: expect.anything() })]);
  });
});
