import {
  BODY_MEASUREMENT_LABELS as L,
  FIT_OUTCOME_LABELS,
  FIT_PROFILE_MESSAGES,
  FIT_PROFILE_TEXTS,
  type FitProfile,
  GARMENT_GROUP_LABELS,
  SIZE_PASSPORT_TEXTS,
} from '@seamline/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { mockFetch, requestLines, sentRequest } from '@/test/fetch-mock';
import { buyer, fakeAuth, jsonResponse, renderWithProviders } from '@/test/render';
import { MySizes } from './my-sizes';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const T = SIZE_PASSPORT_TEXTS;
const fetchMock = mockFetch();

const profile: FitProfile = {
  measurements: { chest: 96, waist: 80 },
  usualSizes: { tops: 'M' },
  history: [
    { productId: 4, productName: 'Linen Shirt', vendorName: 'Northwind', size: 'M', outcome: 'kept', at: '2026-10-02T10:00:00.000Z' },
    {
      productId: 7,
      productName: 'Slim Jeans',
      vendorName: 'Harbour',
      size: 'S',
      outcome: 'returned_small',
      at: '2026-10-20T10:00:00.000Z',
    },
  ],
};
const empty: FitProfile = { measurements: {}, usualSizes: {}, history: [] };

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const render = () => renderWithProviders(<MySizes />, { auth: fakeAuth({ user: buyer }) });

describe("MySizes: the buyer's measurements, usual sizes and history", () => {
  it('shows what is saved, and the history read-only, each line with its shop, size and outcome', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, profile));
    render();
    expect((await screen.findByLabelText(L.chest)) as HTMLInputElement).toBeTruthy();
    expect(field(L.chest).value).toBe('96');
    expect(field(L.hips).value).toBe('');
    expect((screen.getByLabelText(GARMENT_GROUP_LABELS.tops) as HTMLSelectElement).value).toBe('M');
    expect(screen.getByText(T.range(40, 200), { selector: `#fit-chest-hint` })).toBeTruthy();
    expect(screen.getByText(T.range(15, 35), { selector: `#fit-footLength-hint` })).toBeTruthy();
    const history = screen.getByRole('region', { name: T.history });
    const lines = within(history).getAllByRole('listitem');
    expect(lines.map((li) => li.textContent)).toEqual([
      expect.stringContaining(`Linen Shirt${T.historyLine('Northwind', 'M')}${FIT_OUTCOME_LABELS.kept}`),
      expect.stringContaining(`Slim Jeans${T.historyLine('Harbour', 'S')}${FIT_OUTCOME_LABELS.returned_small}`),
    ]);
    expect(within(history).queryByRole('textbox')).toBeNull();
    expect(
      within(lines[0] as HTMLElement)
        .getByRole('link', { name: 'Linen Shirt' })
        .getAttribute('href'),
    ).toBe('/buyer/product/4');
  });

  it('says a measurement out of range beside it and sends nothing', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, empty));
    render();
    await userEvent.type(await screen.findByLabelText(L.chest), '400');
    await userEvent.type(field(L.footLength), '9');
    await userEvent.click(screen.getByRole('button', { name: SIZE_PASSPORT_TEXTS.save }));
    const chestMessage = FIT_PROFILE_MESSAGES.measurementRange(L.chest, 40, 200);
    expect(await screen.findByText(chestMessage)).toBeTruthy();
    expect(screen.getByText(FIT_PROFILE_MESSAGES.measurementRange(L.footLength, 15, 35))).toBeTruthy();
    expect(field(L.chest).getAttribute('aria-invalid')).toBe('true');
    expect(field(L.chest).getAttribute('aria-describedby')).toContain('fit-chest-error');
    expect(requestLines(fetchMock)).toEqual(['GET /api/buyer/fitProfile']);
  });

  it('saves only the fields filled in, as numbers, and says so', async () => {
    const saved: FitProfile = { ...empty, measurements: { chest: 98.5, inseam: 81 }, usualSizes: { shoes: '42' } };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, empty)).mockResolvedValueOnce(jsonResponse(200, saved));
    render();
    await userEvent.type(await screen.findByLabelText(L.chest), '98,5');
    await userEvent.type(field(L.inseam), '81');
    await userEvent.selectOptions(screen.getByLabelText(GARMENT_GROUP_LABELS.shoes), '42');
    await userEvent.click(screen.getByRole('button', { name: SIZE_PASSPORT_TEXTS.save }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(FIT_PROFILE_TEXTS.saved));
    expect(sentRequest(fetchMock, 1)).toEqual({
      url: '/api/buyer/fitProfile',
      method: 'PUT',
      body: { measurements: { chest: 98.5, inseam: 81 }, usualSizes: { shoes: '42' } },
    });
  });

  it("shows the server's word on a field beside it", async () => {
    const message = 'Waist must be a number of cm from 40 to 200';
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, empty))
      .mockResolvedValueOnce(jsonResponse(400, { message, fieldErrors: { 'measurements.waist': message } }));
    render();
    await userEvent.type(await screen.findByLabelText(L.waist), '70');
    await userEvent.click(screen.getByRole('button', { name: SIZE_PASSPORT_TEXTS.save }));
    expect(await screen.findByText(message, { selector: '#fit-waist-error' })).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(T.saveFailed, { description: message });
  });

  it("'Forget my measurements' asks first, then deletes them and shows the empty form", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, profile))
      .mockResolvedValueOnce(jsonResponse(200, { message: 'ok' }))
      .mockResolvedValueOnce(jsonResponse(200, { ...empty, history: profile.history }));
    render();
    await userEvent.click(await screen.findByRole('button', { name: T.forget }));
    const dialog = await screen.findByRole('dialog', { name: T.forgetTitle });
    expect(dialog.textContent).toContain(T.forgetDetail);
    expect(requestLines(fetchMock)).toEqual(['GET /api/buyer/fitProfile']);
    await userEvent.click(within(dialog).getByRole('button', { name: T.forgetConfirm }));
    await waitFor(() => expect(field(L.chest).value).toBe(''));
    expect(requestLines(fetchMock)).toEqual(['GET /api/buyer/fitProfile', 'DELETE /api/buyer/fitProfile', 'GET /api/buyer/fitProfile']);
    expect(toast.success).toHaveBeenCalledWith(FIT_PROFILE_TEXTS.forgotten);
    expect((screen.getByRole('button', { name: T.forget }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(screen.getByRole('region', { name: T.history })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('keeps the measurements when the question is answered no', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, profile));
    render();
    await userEvent.click(await screen.findByRole('button', { name: T.forget }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.forgetKeep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestLines(fetchMock)).toEqual(['GET /api/buyer/fitProfile']);
    expect(field(L.chest).value).toBe('96');
  });
});
