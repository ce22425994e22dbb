import { defaultSizeChart, MEASUREMENT_LABELS, SIZE_MESSAGES, type VendorSizeChart } from '@seamline/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { mockFetch, requestLines, sentRequest } from '@/test/fetch-mock';
import { fakeAuth, jsonResponse, renderWithProviders, vendor } from '@/test/render';
import { SizeChartsEditor } from './size-charts-editor';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = mockFetch();

const mens: VendorSizeChart = {
  categoryName: 'male',
  subCategoryName: 'clothes',
  rows: defaultSizeChart('male', 'clothes').rows,
  custom: false,
};

const cell = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const render = async () => {
  renderWithProviders(<SizeChartsEditor />, { auth: fakeAuth({ user: vendor }) });
  return screen.findByRole('form', { name: "Size chart: Men's clothes" });
};
const retype = async (label: string, text: string) => {
  await userEvent.clear(cell(label));
  if (text) await userEvent.type(cell(label), text);
};

describe('SizeChartsEditor: a range in cm per measurement and size', () => {
  it("shows each size's measurements as ranges, inseam among them", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [mens]));
    await render();
    expect(cell('Chest (cm), size M').value).toBe('97–102');
    expect(cell('Inseam (cm), size M').value).toBe('81');
  });

  it('says what is wrong beside the measurement and sends nothing', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [mens]));
    const form = await render();
    await retype('Chest (cm), size M', '102-97');
    await retype('Waist (cm), size L', 'wide');
    await retype('Hip (cm), size XL', '');
    await userEvent.click(within(form).getByRole('button', { name: 'Save size chart' }));
    const reversed = SIZE_MESSAGES.measurementReversed(MEASUREMENT_LABELS.chest, 'M');
    expect(await screen.findByText(reversed, { selector: 'td p' })).toBeTruthy();
    expect(cell('Chest (cm), size M').getAttribute('aria-invalid')).toBe('true');
    expect(cell('Chest (cm), size M').getAttribute('aria-describedby')).toBe(screen.getByText(reversed, { selector: 'td p' }).id);
    expect(screen.getByText(SIZE_MESSAGES.measurementShape(MEASUREMENT_LABELS.waist, 'L'))).toBeTruthy();
    expect(screen.getByText(SIZE_MESSAGES.measurementMissing(MEASUREMENT_LABELS.hip, 'XL'))).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBeTruthy();
    expect(requestLines(fetchMock)).toEqual(['GET /api/vendors/sizeCharts']);
  });

  it('sends ranges, and a single number as a range of itself, in size order', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [mens])).mockResolvedValue(jsonResponse(200, { ...mens, custom: true }));
    const form = await render();
    await retype('Chest (cm), size M', '96 – 100');
    await retype('Waist (cm), size M', '82,5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save size chart' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Size chart saved', expect.anything()));
    const { method, body } = sentRequest(fetchMock, 1);
    expect(method).toBe('PUT');
    const m = body.rows.find((r: { size: string }) => r.size === 'M');
    expect(m.measurements).toEqual({
      chest: { min: 96, max: 100 },
      waist: { min: 82.5, max: 82.5 },
      hip: { min: 99, max: 104 },
      inseam: { min: 81, max: 81 },
    });
    expect(body.rows.map((r: { size: string }) => r.size)).toEqual(mens.rows.map((r) => r.size));
  });

  it("shows the server's word on a cell beside it", async () => {
    const message = 'Chest for size S spans more than 20 cm; one size’s range is narrower';
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, [mens]))
      .mockResolvedValueOnce(jsonResponse(400, { message, fieldErrors: { 'rows.2.measurements.chest': message } }));
    const form = await render();
    await userEvent.click(within(form).getByRole('button', { name: 'Save size chart' }));
    expect(await screen.findByText(message, { selector: 'td p' })).toBeTruthy();
    expect(cell('Chest (cm), size S').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(message);
  });
});
