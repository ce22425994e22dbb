import { type Return, returnSlipCode } from '@seamline/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { aReturn } from '@/test/returns';
import { SendItBack } from './send-it-back';

const approved: Return = aReturn({
  status: 'approved',
  lines: [
    {
      returnLineId: 7,
      orderItemId: 70,
      productId: 3,
      productName: 'Field Coat',
      size: 'M',
      colour: 'Black',
      quantity: 1,
      reason: 'too_small',
      outcome: 'exchange',
      exchangeVariantId: 31,
      exchangeSize: 'L',
      exchangeColour: 'Black',
      unitPrice: 100,
      resellable: null,
      damaged: null,
    },
    {
      returnLineId: 8,
      orderItemId: 71,
      productId: 5,
      productName: 'Wool Scarf',
      size: null,
      colour: null,
      quantity: 2,
      reason: 'quality',
      outcome: 'refund',
      exchangeVariantId: null,
      exchangeSize: null,
      exchangeColour: null,
      unitPrice: 20,
      resellable: null,
      damaged: null,
    },
  ],
  dueAt: '2026-12-12T10:00:00.000Z',
  returnAddress: { addressLine1: '9 Dock Lane', city: 'Salem', postalCode: '97301', country: 'USA' },
  returnInstructions: 'Weekdays 9–17.\nNo parcels on Sundays.',
  slipCode: returnSlipCode(4),
});

describe('where to send an approved return (decision 221)', () => {
  it("shows the shop's address, its note, what to write on the parcel and the code", () => {
    renderWithProviders(<SendItBack ret={approved} />);
    const box = screen.getByRole('region', { name: 'Where to send it' });
    expect(within(box).getByText('Trowfofo')).toBeTruthy();
    expect(within(box).getByText('9 Dock Lane')).toBeTruthy();
    expect(within(box).getByText('Salem 97301')).toBeTruthy();
    expect(within(box).getByText(/No parcels on Sundays/)).toBeTruthy();
    expect(within(box).getByText('Write Return #4 on the parcel, or put the printed return slip inside.')).toBeTruthy();
    expect(within(box).getByText('R-000004-5')).toBeTruthy();
  });

  it('opens the return slip: order, return, lines with size, colour, quantity and outcome, and the code', async () => {
    renderWithProviders(<SendItBack ret={approved} />);
    await userEvent.click(screen.getByRole('button', { name: 'Print return slip' }));
    const slip = await screen.findByRole('dialog', { name: 'Return slip · Return #4' });
    expect(within(slip).getByText('Order #443')).toBeTruthy();
    expect(within(slip).getByText('R-000004-5')).toBeTruthy();
    const rows = within(slip)
      .getAllByRole('row')
      .map((r) =>
        within(r)
          .getAllByRole(r.querySelector('th') ? 'columnheader' : 'cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Product', 'Size', 'Colour', 'Qty', 'Outcome'],
      ['Field Coat', 'M', 'Black', '1', 'Exchange for L · Black'],
      ['Wool Scarf', '—', '—', '2', 'Refund'],
    ]);
    // The print-only copy beside the page is what the printer sees.
    expect(document.querySelector('body > .return-slip-print-copy')?.textContent).toContain('R-000004-5');
    await userEvent.keyboard('{Escape}');
    expect(document.querySelector('body > .return-slip-print-copy')).toBeNull();
  });

  it('shows nothing while the return has no address (before approval)', () => {
    renderWithProviders(
      <SendItBack ret={{ ...approved, status: 'requested', returnAddress: null, returnInstructions: null, slipCode: null }} />,
    );
    expect(screen.queryByRole('region', { name: 'Where to send it' })).toBeNull();
    expect(screen.queryByText(/Salem/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print return slip' })).toBeNull();
  });
});
