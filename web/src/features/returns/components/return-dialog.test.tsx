import { defaultSizeChart, EXCHANGE_TEXTS, type ProductDetail, type ProductVariant } from '@seamline/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { buyer, fakeAuth, jsonResponse, renderWithProviders } from '@/test/render';
import { ReturnDialog, type ReturnableItem } from './return-dialog';

const fetchMock = mockFetch();

const variant = (variantId: number, size: string, colour: string, stockQuantity = 4): ProductVariant => ({
  variantId,
  size,
  colour,
  colourHex: null,
  sku: null,
  price: 62.5,
  ownPrice: null,
  compareAtPrice: null,
  salePercent: null,
  ownCompareAtPrice: null,
  stockQuantity,
  imageUrl: '',
});

const sandals = (variants: ProductVariant[]): ProductDetail => ({
  productId: 7,
  productName: 'Sport Sandals',
  price: 62.5,
  basePrice: 62.5,
  imageUrl: '',
  categoryName: 'female',
  subCategoryName: 'shoes',
  description: 'Sandals.',
  vendorName: 'Stride',
  vendorSlug: 'stride',
  inStock: true,
  colours: [],
  compareAtPrice: null,
  salePercent: null,
  saleEndsAt: null,
  stockQuantity: 20,
  averageRating: 0,
  reviewCount: 0,
  fit: { small: 0, true: 0, large: 0 },
  sizeChart: defaultSizeChart('female', 'shoes'),
  sizeFlags: [],
  variants,
  images: [],
  returnDays: 30,
});

const bought: ReturnableItem = {
  orderItemId: 11,
  productId: 7,
  productName: 'Sport Sandals',
  size: '40',
  colour: 'Black',
  unitPrice: 62.5,
  returnableQuantity: 1,
};

async function openExchange(product: ProductDetail) {
  fetchMock.mockResolvedValue(jsonResponse(200, product));
  renderWithProviders(<ReturnDialog orderId={406} items={[bought]} returnDays={30} open onOpenChange={() => {}} />, {
    auth: fakeAuth({ user: buyer }),
  });
  const dialog = await screen.findByRole('dialog');
  await userEvent.selectOptions(within(dialog).getByLabelText('I would like'), 'exchange');
  return dialog;
}

const optionsOf = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => o.textContent);

describe('ReturnDialog: exchanging for another size', () => {
  it("lists the bought colour's sizes only, until the buyer picks another colour", async () => {
    const dialog = await openExchange(
      sandals([
        variant(1, '36', 'Olive'),
        variant(2, '36', 'Black'),
        variant(3, '40', 'Black'),
        variant(4, '41', 'Olive'),
        variant(5, '41', 'Black'),
        variant(6, '42', 'Olive'),
      ]),
    );
    const sizes = await within(dialog).findByLabelText(EXCHANGE_TEXTS.sizeLabel);
    await within(dialog).findByRole('option', { name: '41' });
    expect(optionsOf(sizes)).toEqual([EXCHANGE_TEXTS.chooseSize, '36', '41']);
    const colour = within(dialog).getByLabelText(EXCHANGE_TEXTS.colour);
    expect((colour as HTMLSelectElement).value).toBe('Black');
    expect(optionsOf(colour)).toEqual([EXCHANGE_TEXTS.sameColour('Black'), 'Olive']);

    // Picking Olive is the buyer's own choice, and shows Olive's sizes.
    await userEvent.selectOptions(colour, 'Olive');
    expect(optionsOf(sizes)).toEqual([EXCHANGE_TEXTS.chooseSize, '36', '41', '42']);
    await userEvent.selectOptions(sizes, '42');
    expect((sizes as HTMLSelectElement).selectedOptions[0]?.value).toBe('6');
  });

  it('says when the bought colour has no other size, and points to the other colours', async () => {
    const dialog = await openExchange(sandals([variant(3, '40', 'Black'), variant(5, '41', 'Black', 0), variant(4, '41', 'Olive')]));
    expect(await within(dialog).findByText(EXCHANGE_TEXTS.otherColoursHint)).toBeTruthy();
    expect(optionsOf(within(dialog).getByLabelText(EXCHANGE_TEXTS.sizeLabel))).toEqual([EXCHANGE_TEXTS.noSizeInColour('Black')]);
  });

  it('offers no colour choice when the product comes in one colour', async () => {
    const dialog = await openExchange(sandals([variant(3, '40', 'Black'), variant(5, '41', 'Black')]));
    await within(dialog).findByRole('option', { name: '41' });
    expect(within(dialog).queryByLabelText(EXCHANGE_TEXTS.colour)).toBeNull();
  });
});
