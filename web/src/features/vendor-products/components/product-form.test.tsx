import { SALE_TEXTS, VALIDATION, type VendorProduct } from '@seamline/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ProductForm } from './product-form';

const product: VendorProduct = {
  productId: 7,
  productName: 'Linen Shirt',
  price: 49.5,
  imageUrl: '/images/p7.svg',
  categoryName: 'male',
  subCategoryName: 'clothes',
  description: 'Breathable linen.',
  vendorName: 'Vic Wear',
  vendorSlug: 'vic-wear',
  stockQuantity: 12,
  inStock: true,
  colours: [],
  basePrice: 49.5,
  compareAtPrice: null,
  salePercent: null,
  ownCompareAtPrice: null,
  saleEndsAt: null,
};

function renderForm(props: Partial<Parameters<typeof ProductForm>[0]> = {}) {
  const onSubmit = vi.fn(async () => undefined);
  renderWithProviders(<ProductForm saving={false} onSubmit={onSubmit} onCancel={vi.fn()} {...props} />);
  return { onSubmit };
}

describe('ProductForm (spec §5)', () => {
  it('opens empty for add with price 0 and stock 0', () => {
    renderForm();
    expect((screen.getByLabelText('Product Name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Price ($)') as HTMLInputElement).value).toBe('0');
    expect((screen.getByLabelText('Stock') as HTMLInputElement).value).toBe('0');
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeTruthy();
    expect(screen.getByText('Leave empty to use a placeholder image')).toBeTruthy();
  });

  it('shows the spec messages when submitted empty and sends nothing', async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Product name is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(screen.getByText('Price must be greater than 0')).toBeTruthy();
    expect(screen.getByText('Category is required')).toBeTruthy();
    expect(screen.getByText('Subcategory is required')).toBeTruthy();
    expect(screen.getByLabelText('Product Name').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a price and a stock when they are cleared, and refuses negative stock', async () => {
    renderForm();
    await userEvent.clear(screen.getByLabelText('Price ($)'));
    await userEvent.clear(screen.getByLabelText('Stock'));
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Price is required')).toBeTruthy();
    expect(screen.getByText('Stock is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Stock'), '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Stock cannot be negative')).toBeTruthy();
  });

  it('opens prefilled for edit and sends the API field names', async () => {
    const { onSubmit } = renderForm({ product });
    expect((screen.getByLabelText('Product Name') as HTMLInputElement).value).toBe('Linen Shirt');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('male');
    await userEvent.clear(screen.getByLabelText('Stock'));
    await userEvent.type(screen.getByLabelText('Stock'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        productName: 'Linen Shirt',
        description: 'Breathable linen.',
        price: 49.5,
        stockQuantity: 3,
        categoryName: 'male',
        subCategoryName: 'clothes',
        imageUrl: '/images/p7.svg',
        compareAtPrice: null,
        saleEndsAt: null,
      }),
    );
  });

  it('puts a product on sale with a compare-at price and an end, refusing one not above the price', async () => {
    const { onSubmit } = renderForm({ product });
    const compareAt = screen.getByLabelText(`${SALE_TEXTS.compareAtLabel} ($, optional)`);
    expect(screen.getByText(SALE_TEXTS.compareAtHint)).toBeTruthy();
    await userEvent.type(compareAt, '40');
    await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText(SALE_TEXTS.compareAtAbovePrice)).toBeTruthy();
    expect(compareAt.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(compareAt);
    await userEvent.type(compareAt, '66');
    const ends = screen.getByLabelText(`${SALE_TEXTS.saleEndsLabel} (optional)`);
    await userEvent.type(ends, '2020-01-01T10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText(SALE_TEXTS.saleEndsPast)).toBeTruthy();

    await userEvent.clear(ends);
    await userEvent.type(ends, '2099-06-01T10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ price: 49.5, compareAtPrice: 66, saleEndsAt: new Date('2099-06-01T10:00').toISOString() }),
      ),
    );
  });

  it('opens a product on sale with its own compare-at price and end', () => {
    renderForm({
      product: { ...product, ownCompareAtPrice: 60, compareAtPrice: 55, saleEndsAt: new Date('2099-06-01T10:00').toISOString() },
    });
    expect((screen.getByLabelText(`${SALE_TEXTS.compareAtLabel} ($, optional)`) as HTMLInputElement).value).toBe('60');
    expect((screen.getByLabelText(`${SALE_TEXTS.saleEndsLabel} (optional)`) as HTMLInputElement).value).toBe('2099-06-01T10:00');
  });

  it("refuses an image URL that is neither https:// nor the shop's /images/, with the contract's message", async () => {
    const { onSubmit } = renderForm({ product });
    const imageUrl = screen.getByLabelText('Image URL (optional)');
    await userEvent.clear(imageUrl);
    await userEvent.type(imageUrl, 'http://example.com/shirt.png');
    await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText(VALIDATION.imageUrlInvalid)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers the spec categories and subcategories', () => {
    renderForm();
    const category = screen.getByLabelText('Category') as HTMLSelectElement;
    expect([...category.options].map((o) => [o.value, o.text]).slice(1)).toEqual([
      ['female', "Women's"],
      ['male', "Men's"],
      ['children', "Kids'"],
    ]);
    const sub = screen.getByLabelText('Subcategory') as HTMLSelectElement;
    expect([...sub.options].map((o) => o.text).slice(1)).toEqual(['Clothes', 'Shoes']);
  });
});
