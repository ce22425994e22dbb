import { LEDGER_TEXTS, type LedgerEntry, type Payout, type VendorBalance } from '@seamline/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format-date';
import { mockFetch } from '@/test/fetch-mock';
import { fakeAuth, jsonResponse, renderWithProviders, vendor } from '@/test/render';
import { Earnings } from './earnings';

const fetchMock = mockFetch();

const balance: VendorBalance = {
  onHold: 90,
  available: 45.5,
  paidOut: 120,
  onItsWay: 0,
  commissionPercent: 12,
  nextReleaseDate: '2026-12-03T10:00:00.000Z',
};
const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  entryId: 1,
  at: '2026-11-20T10:00:00.000Z',
  kind: 'sale',
  orderId: 41,
  returnId: null,
  payoutId: null,
  account: 'on_hold',
  amount: 100,
  balanceAfter: 100,
  ...over,
});
const entries: LedgerEntry[] = [
  entry({ entryId: 3, kind: 'payout', orderId: null, payoutId: 7, account: 'available', amount: -120, balanceAfter: -4.5 }),
  entry({ entryId: 2, kind: 'commission', amount: -10, balanceAfter: 90 }),
  entry({ entryId: 1 }),
];
const payouts: Payout[] = [
  {
    id: 7,
    vendorId: 2,
    vendorName: 'Vic Wear',
    amount: 120,
    status: 'paid',
    createdAt: '2026-11-25T10:00:00.000Z',
    updatedAt: '2026-11-25T11:00:00.000Z',
    transferId: 'tr_1',
    entryIds: [5, 6],
  },
];

function answer(over: { ledger?: LedgerEntry[]; payouts?: Payout[]; balance?: Partial<VendorBalance> } = {}) {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.startsWith('/api/vendors/balance')) return jsonResponse(200, { ...balance, ...over.balance });
    const list = path.startsWith('/api/vendors/ledger') ? (over.ledger ?? entries) : (over.payouts ?? payouts);
    return jsonResponse(200, list, { 'X-Total-Count': String(list.length) });
  });
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;

describe('Earnings (docs/architecture.md#money-and-operator)', () => {
  it('shows the three balances, the next release date and the rate', async () => {
    answer();
    renderWithProviders(<Earnings />, { auth: fakeAuth({ user: vendor }) });
    await screen.findByText(LEDGER_TEXTS.onHold, { selector: 'dt' });
    expect([figure(LEDGER_TEXTS.onHold), figure(LEDGER_TEXTS.available), figure(LEDGER_TEXTS.paidOut)]).toEqual([
      '$90.00',
      '$45.50',
      '$120.00',
    ]);
    expect(screen.getByTestId('next-release').textContent).toBe(formatDate(balance.nextReleaseDate));
    expect(screen.getByText(LEDGER_TEXTS.commissionRate(12))).toBeTruthy();
  });

  it('counts under Paid out only what was paid, and says what is still on its way', async () => {
    answer({ balance: { paidOut: 1247.86, onItsWay: 512.05 } });
    renderWithProviders(<Earnings />, { auth: fakeAuth({ user: vendor }) });
    await screen.findByText(LEDGER_TEXTS.paidOut, { selector: 'dt' });
    const card = screen.getByText(LEDGER_TEXTS.paidOut, { selector: 'dt' }).parentElement as HTMLElement;
    expect([...card.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual([
      '$1,247.86',
      `${LEDGER_TEXTS.paidOutHint} · ${LEDGER_TEXTS.onItsWay('$512.05')}`,
    ]);
  });

  it('never shows NaN: a figure the server left out or answered as text', async () => {
    const { paidOut: _paidOut, onItsWay: _onItsWay, ...older } = balance;
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.startsWith('/api/vendors/balance')) return jsonResponse(200, { ...older, onHold: '90.5' });
      return jsonResponse(200, [], { 'X-Total-Count': '0' });
    });
    renderWithProviders(<Earnings />, { auth: fakeAuth({ user: vendor }) });
    await screen.findByText(LEDGER_TEXTS.onHold, { selector: 'dt' });
    expect([figure(LEDGER_TEXTS.onHold), figure(LEDGER_TEXTS.available), figure(LEDGER_TEXTS.paidOut)]).toEqual(['$90.50', '$45.50', '—']);
    expect(document.body.textContent).not.toContain('NaN');
  });

  it('lists each entry with its plain-words label, its order or payout and its signed amount, then the payouts', async () => {
    answer();
    renderWithProviders(<Earnings />, { auth: fakeAuth({ user: vendor }) });
    const table = await screen.findByRole('table', { name: `${LEDGER_TEXTS.entries}: 3` });
    const rows = within(table).getAllByRole('row').slice(1);
    // What each entry is, with (on a phone) its date, its order or payout and its account.
    const day = formatDate('2026-11-20T10:00:00.000Z');
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual([
      `${LEDGER_TEXTS.kindLabels.payout}${day} · Payout #7 · Available`,
      `${LEDGER_TEXTS.kindLabels.commission}${day} · Order #41 · On hold`,
      `${LEDGER_TEXTS.kindLabels.sale}${day} · Order #41 · On hold`,
    ]);
    // A negative balance carries a true minus sign, like the amounts.
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[4]?.textContent).toBe('−$4.50');
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: 'Order #41' })
        .getAttribute('href'),
    ).toBe('/vendor/orders?q=41');
    expect(within(rows[0] as HTMLElement).getByText('−$120.00')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('+$100.00')).toBeTruthy();
    const paid = within(screen.getByRole('table', { name: LEDGER_TEXTS.payouts })).getAllByRole('row')[1] as HTMLElement;
    expect(within(paid).getByText(LEDGER_TEXTS.payoutStatusLabels.paid)).toBeTruthy();
    expect(within(paid).getByText('$120.00')).toBeTruthy();
  });

  it('says so when there are no entries or payouts yet, with no date for a release', async () => {
    answer({ ledger: [], payouts: [], balance: { nextReleaseDate: null } });
    renderWithProviders(<Earnings />, { auth: fakeAuth({ user: vendor }) });
    expect(await screen.findByText(LEDGER_TEXTS.noEntries)).toBeTruthy();
    expect(await screen.findByText(LEDGER_TEXTS.noPayouts)).toBeTruthy();
    expect(screen.getByTestId('next-release').textContent).toBe(LEDGER_TEXTS.noRelease);
  });
});
