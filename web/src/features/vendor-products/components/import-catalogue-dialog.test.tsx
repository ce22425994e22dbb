import { CSV_TEXTS, type CsvImportRefused, VALIDATION } from '@seamline/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { apiUpload } from '@/lib/api-upload';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { ImportCatalogueDialog } from './import-catalogue-dialog';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock('@/lib/api-upload', () => ({ apiUpload: vi.fn() }));
const upload = vi.mocked(apiUpload);

/** Three rows, one of them a description over two lines. */
const file = () =>
  new File(['product_name,description,stock\nTee,"Soft\ncotton",1\nCap,Plain,2\nScarf,Wool,3\n'], 'catalogue.csv', { type: 'text/csv' });
const refused: CsvImportRefused = {
  message: CSV_TEXTS.refused(3),
  problemCount: 3,
  problems: [
    { line: 4, field: 'product_price', message: VALIDATION.pricePositive },
    { line: 7, field: 'stock', message: VALIDATION.stockNegative },
  ],
};

async function pickAndImport() {
  const user = userEvent.setup();
  renderWithProviders(<ImportCatalogueDialog open onOpenChange={vi.fn()} />);
  await user.upload(await screen.findByLabelText(CSV_TEXTS.chooseFile), file());
  await user.click(screen.getByRole('button', { name: CSV_TEXTS.startImport }));
}

beforeEach(() => {
  upload.mockReset();
});

describe('ImportCatalogueDialog', () => {
  it('sends the file as text/csv and shows how far it is: sent, then being saved', async () => {
    let finish: (v: unknown) => void = () => {};
    let progress: ((sent: number) => void) | undefined;
    upload.mockImplementation((_path, _body, options) => {
      progress = options.onProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    await pickAndImport();
    expect(upload).toHaveBeenCalledWith(
      '/api/vendors/products/import',
      expect.any(File),
      expect.objectContaining({ contentType: 'text/csv' }),
    );
    progress?.(0.4);
    const bar = await screen.findByRole('progressbar', { name: CSV_TEXTS.progressLabel });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    expect(screen.getByRole('status').textContent).toBe(CSV_TEXTS.uploading);
    progress?.(1);
    // Sent: the bar has no end it can show, and names the rows the server checks and saves.
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe(CSV_TEXTS.importing(3)));
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Checking and saving 3 rows…');
    finish({ rows: 3, created: 2, updated: 3, unchanged: 1 });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(CSV_TEXTS.summary(2, 3, 1)));
    expect(toast.success).toHaveBeenCalledWith(CSV_TEXTS.imported, { description: CSV_TEXTS.summary(2, 3, 1) });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('lists every bad row by line and field, and how many more there are', async () => {
    upload.mockRejectedValue(new ApiError(400, refused.message, undefined, refused));
    await pickAndImport();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining(refused.message));
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`Line 4, product_price: ${VALIDATION.pricePositive}`, `Line 7, stock: ${VALIDATION.stockNegative}`, CSV_TEXTS.more(1)]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('asks for a file before sending anything, and names the server’s other refusals', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImportCatalogueDialog open onOpenChange={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: CSV_TEXTS.startImport }));
    expect(screen.getByText(CSV_TEXTS.fileMissing)).toBeTruthy();
    expect(screen.getByLabelText(CSV_TEXTS.chooseFile).getAttribute('aria-invalid')).toBe('true');
    expect(upload).not.toHaveBeenCalled();

    upload.mockRejectedValue(new ApiError(413, CSV_TEXTS.fileTooLarge));
    await user.upload(screen.getByLabelText(CSV_TEXTS.chooseFile), file());
    await user.click(screen.getByRole('button', { name: CSV_TEXTS.startImport }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining(CSV_TEXTS.fileTooLarge));
  });
});
