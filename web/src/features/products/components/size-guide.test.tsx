import { defaultSizeChart, type ProductVariant, SIZE_GUIDE_TEXTS, SIZE_PASSPORT_TEXTS } from '@seamline/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { resetShoeSizeSystem } from '../hooks/use-shoe-size-system';
import { SizeGuide } from './size-guide';

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: SIZE_GUIDE_TEXTS.open }));
  return screen.findByRole('dialog', { name: SIZE_GUIDE_TEXTS.title });
};

describe('SizeGuide', () => {
  beforeEach(() => {
    localStorage.clear();
    resetShoeSizeSystem();
  });

  it("shows a clothing chart's measurements in cm, without a size system switch", async () => {
    renderWithProviders(
      <SizeGuide
        product={{ categoryName: 'children', subCategoryName: 'clothes', sizeChart: defaultSizeChart('children', 'clothes'), variants: [] }}
      />,
    );
    const dialog = await open();
    expect(within(dialog).getByRole('columnheader', { name: 'Height (cm)' })).toBeTruthy();
    expect(within(dialog).getByRole('row', { name: '2Y 86–92 52' })).toBeTruthy();
    expect(within(dialog).queryByRole('radio')).toBeNull();
  });

  it("switches a shoe's sizes to US and remembers the choice for the next guide", async () => {
    const product = {
      categoryName: 'male',
      subCategoryName: 'shoes',
      sizeChart: defaultSizeChart('male', 'shoes'),
      variants: [] as ProductVariant[],
    } as const;
    const { unmount } = renderWithProviders(<SizeGuide product={product} />);
    let dialog = await open();
    expect(within(dialog).getByRole('row', { name: 'EU 42 27' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'US' }));
    expect(within(dialog).getByRole('columnheader', { name: "Size (US men's)" })).toBeTruthy();
    expect(within(dialog).getByRole('row', { name: 'US M 9 27' })).toBeTruthy();
    unmount();

    renderWithProviders(<SizeGuide product={product} />);
    dialog = await open();
    expect((within(dialog).getByRole('radio', { name: 'US' }) as HTMLInputElement).checked).toBe(true);
  });

  it("marks the advised size's row 'Your size'", async () => {
    renderWithProviders(
      <SizeGuide
        product={{ categoryName: 'male', subCategoryName: 'clothes', sizeChart: defaultSizeChart('male', 'clothes'), variants: [] }}
        advisedSize="L"
      />,
    );
    const dialog = await open();
    const marked = within(dialog).getByText(SIZE_PASSPORT_TEXTS.yourSizeMark);
    expect(marked.closest('tr')?.querySelector('th')?.textContent).toBe(`L${SIZE_PASSPORT_TEXTS.yourSizeMark}`);
    expect(within(dialog).getAllByText(SIZE_PASSPORT_TEXTS.yourSizeMark)).toHaveLength(1);
  });
});
