import { LEDGER_TEXTS, type SessionUser } from '@seamline/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { mockFetch, sentRequest } from '@/test/fetch-mock';
import { fakeAuth, jsonResponse, renderWithProviders } from '@/test/render';
import { RunPayouts } from './payouts-table';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn() } }));

const operator: SessionUser = {
  id: 9,
  fullName: 'Olivia Operator',
  email: 'admin@example.com',
  role: 'admin',
  preferences: null,
  vendorName: null,
};
const fetchMock = mockFetch();

async function run(answer: unknown) {
  fetchMock.mockResolvedValue(jsonResponse(200, answer));
  renderWithProviders(<RunPayouts minimumLabel="$10.00" />, { auth: fakeAuth({ user: operator }) });
  await userEvent.click(screen.getByRole('button', { name: LEDGER_TEXTS.runPayouts }));
  const dialog = await screen.findByRole('dialog', { name: LEDGER_TEXTS.runConfirmTitle });
  await userEvent.click(within(dialog).getByRole('button', { name: LEDGER_TEXTS.runConfirm }));
  await waitFor(() => expect(sentRequest(fetchMock, 0).url).toBe('/api/admin/payouts/run'));
}

describe('RunPayouts (decision 209)', () => {
  it('tells the operator which suspended shops the run left out, and keeps saying it after the toast', async () => {
    await run({ payouts: [], minimum: 10, leftOut: [{ vendorId: 4, vendorName: 'Shady Shop', amount: 36, reason: 'suspended' }] });
    await waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith('1 shop left out: suspended', {
        description: `${LEDGER_TEXTS.runDone(0)}. ${LEDGER_TEXTS.leftOutNames(['Shady Shop'])}`,
      }),
    );
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(
      '1 shop left out: suspended — Not paid while suspended: Shady Shop ($36.00). Paid at the first run after the shop is reactivated.',
    );
  });

  it('says only what started when no shop was left out (an answer without leftOut too)', async () => {
    await run({ payouts: [], minimum: 10 });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(LEDGER_TEXTS.runDone(0)));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
