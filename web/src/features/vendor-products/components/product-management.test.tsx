import { CSV_TEXTS, SHOP_STATUS_TEXTS, type VendorProduct } from '@seamline/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ProductManagement } from './product-management';
import { mockFetch, sentRequest } from '@/test/fetch-mock';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const tee: VendorProduct = {
  productId: 3,
  productName: 'Cotton Tee',
  price: 19.99,
  imageUrl: '',
  categoryName: 'female',
  subCategoryName: 'clothes',
  description: 'Soft cotton.',
  vendorName: 'Vic Wear',
  vendorSlug: 'vic-wear',
  stockQuantity: 4,
  inStock: true,
  colours: [],
  basePrice: 19.99,
  compareAtPrice: null,
  salePercent: null,
  ownCompareAtPrice: null,
  saleEndsAt: null,
};

const fetchMock = mockFetch();

const sent = (n: number) => sentRequest(fetchMock, n);

// The table and the narrow-screen card list are both in the DOM (CSS picks one); tests use the table.
const list = (items: VendorProduct[], total = items.length) => jsonResponse(200, items, { 'X-Total-Count': String(total) });

describe('ProductManagement (spec §2)', () => {
  it('shows the empty state with an Add Product button', async () => {
    fetchMock.mockResolvedValue(list([]));
    renderWithProviders(<ProductManagement />);
    expect(await screen.findByText('No products found')).toBeTruthy();
    expect(screen.getByText('Get started by adding your first product')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Add Product' })).toHaveLength(2);
  });

  it('while the shop is suspended, offers no Add Product, Import CSV, edit or delete, and says why (they can only fail)', async () => {
    fetchMock.mockResolvedValue(list([tee]));
    renderWithProviders(<ProductManagement lockedReason={SHOP_STATUS_TEXTS.catalogueLocked} />);
    const table = await screen.findByRole('table');
    const add = screen.getByRole('button', { name: 'Add Product' }) as HTMLButtonElement;
    const importCsv = screen.getByRole('button', { name: CSV_TEXTS.importButton }) as HTMLButtonElement;
    expect([add.disabled, importCsv.disabled]).toEqual([true, true]);
    expect(add.getAttribute('aria-describedby')).toBe('catalogue-locked');
    expect(document.getElementById('catalogue-locked')?.textContent).toBe(SHOP_STATUS_TEXTS.catalogueLocked);
    expect((within(table).getByRole('button', { name: 'Edit Cotton Tee' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(table).getByRole('button', { name: 'Delete Cotton Tee' }) as HTMLButtonElement).disabled).toBe(true);
    // Exporting and viewing go on.
    expect((screen.getByRole('button', { name: CSV_TEXTS.exportButton }) as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(add);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows an error banner when loading fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, {}));
    renderWithProviders(<ProductManagement />);
    expect(await screen.findByText('Failed to fetch products')).toBeTruthy();
  });

  it('lists products with labelled edit and delete buttons', async () => {
    fetchMock.mockResolvedValue(list([tee]));
    renderWithProviders(<ProductManagement />);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product', 'Category', 'Price', 'Stock', 'Actions']);
    expect(within(table).getByText("Women's")).toBeTruthy();
    expect(within(table).getByText('$19.99')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Edit Cotton Tee' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Delete Cotton Tee' })).toBeTruthy();
  });

  it('adds a product through the dialog and closes it', async () => {
    fetchMock.mockResolvedValueOnce(list([]));
    fetchMock.mockResolvedValueOnce(jsonResponse(201, tee));
    fetchMock.mockResolvedValueOnce(list([tee]));
    renderWithProviders(<ProductManagement />);
    await screen.findByText('No products found');
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Product' }).at(0) as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Product' });
    await userEvent.type(within(dialog).getByLabelText('Product Name'), 'Cotton Tee');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Soft cotton.');
    await userEvent.clear(within(dialog).getByLabelText('Price ($)'));
    await userEvent.type(within(dialog).getByLabelText('Price ($)'), '19.99');
    await userEvent.clear(within(dialog).getByLabelText('Stock'));
    await userEvent.type(within(dialog).getByLabelText('Stock'), '4');
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'female');
    await userEvent.selectOptions(within(dialog).getByLabelText('Subcategory'), 'clothes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(1).body).toEqual({
      productName: 'Cotton Tee',
      description: 'Soft cotton.',
      price: 19.99,
      stockQuantity: 4,
      categoryName: 'female',
      subCategoryName: 'clothes',
      imageUrl: '',
      compareAtPrice: null,
      saleEndsAt: null,
    });
    expect(toast.success).toHaveBeenCalledWith('Product added', { description: 'Your product has been added successfully.' });
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('sends one Add Product for a double click, with a key per opening of the dialog', async () => {
    fetchMock.mockResolvedValueOnce(list([]));
    fetchMock.mockResolvedValueOnce(jsonResponse(201, tee));
    fetchMock.mockResolvedValue(list([tee]));
    renderWithProviders(<ProductManagement />);
    await screen.findByText('No products found');
    const fill = async (dialog: HTMLElement) => {
      await userEvent.type(within(dialog).getByLabelText('Product Name'), 'Cotton Tee');
      await userEvent.type(within(dialog).getByLabelText('Description'), 'Soft cotton.');
      await userEvent.clear(within(dialog).getByLabelText('Price ($)'));
      await userEvent.type(within(dialog).getByLabelText('Price ($)'), '19.99');
      await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'female');
      await userEvent.selectOptions(within(dialog).getByLabelText('Subcategory'), 'clothes');
    };
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Product' }).at(0) as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Product' });
    await fill(dialog);
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const adds = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/vendors/addProduct');
    expect(adds()).toHaveLength(1);
    const keyOf = (n: number) => new Headers(adds()[n]?.[1]?.headers).get('Idempotency-Key');
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/);

    fetchMock.mockResolvedValueOnce(jsonResponse(201, { ...tee, productId: 4 }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Product' }).at(0) as HTMLElement);
    await fill(await screen.findByRole('dialog', { name: 'Add New Product' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(adds()).toHaveLength(2));
    expect(keyOf(1)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(1)).not.toBe(keyOf(0));
  });

  it('deletes once for a double click on Delete, without an error', async () => {
    fetchMock.mockResolvedValueOnce(list([tee]));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Product deleted' }));
    fetchMock.mockResolvedValue(jsonResponse(404, { message: 'Product not found' }));
    renderWithProviders(<ProductManagement />);
    await userEvent.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Delete Cotton Tee' }));
    await userEvent.dblClick(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Product deleted', { description: 'The product has been removed successfully.' }),
    );
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("keeps the dialog open and toasts the server's message when saving fails", async () => {
    fetchMock.mockResolvedValueOnce(list([tee]));
    // The edit reads the product's sizes × colours first: this one has one.
    const only = {
      variantId: 31,
      size: null,
      colour: null,
      colourHex: null,
      sku: null,
      price: 19.99,
      ownPrice: null,
      stockQuantity: 4,
      imageUrl: '',
    };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...tee, basePrice: 19.99, variants: [only] }));
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { message: 'Price must be at most 100000', fieldErrors: { price: 'Price must be at most 100000' } }),
    );
    renderWithProviders(<ProductManagement />);
    await userEvent.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Edit Cotton Tee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Update failed', { description: 'Price must be at most 100000' }));
    expect(within(dialog).getByText('Price must be at most 100000')).toBeTruthy();
    expect(sent(1).url).toBe('/api/buyer/product/3');
    expect(sent(2).body.productId).toBe(3);
  });

  it('deletes only after the confirm dialog', async () => {
    fetchMock.mockResolvedValueOnce(list([tee]));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Product deleted' }));
    fetchMock.mockResolvedValueOnce(list([]));
    renderWithProviders(<ProductManagement />);
    await userEvent.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Delete Cotton Tee' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this product?')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Product deleted', { description: 'The product has been removed successfully.' }),
    );
    const { url, method, body } = sent(1);
    expect(url).toBe('/api/vendors/deleteProduct');
    expect(method).toBe('DELETE');
    expect(body).toEqual({ productId: 3 });
    expect(await screen.findByText('No products found')).toBeTruthy();
  });

  it("toasts 'Delete failed' with the fallback", async () => {
    fetchMock.mockResolvedValueOnce(list([tee]));
    fetchMock.mockResolvedValueOnce(jsonResponse(500, {}));
    renderWithProviders(<ProductManagement />);
    await userEvent.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Delete Cotton Tee' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Delete failed', { description: 'Failed to delete product' }));
  });

  it('offers Load more while the total exceeds what is loaded', async () => {
    fetchMock.mockResolvedValueOnce(list([tee], 2));
    renderWithProviders(<ProductManagement />);
    expect(await screen.findByRole('button', { name: 'Load more' })).toBeTruthy();
  });
});
