import { RETURN_TEXTS } from '@seamline/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { fakeAuth, jsonResponse, renderWithProviders, vendor } from '@/test/render';
import { ReturnRateNote } from './return-rate-note';

const fetchMock = mockFetch();
const stats = [
  { productId: 7, deliveredUnits: 32, returnedUnits: 8, returnRate: 25, topReason: 'too_small', topReasonPercent: 38 },
  { productId: 8, deliveredUnits: 5, returnedUnits: 0, returnRate: 0, topReason: null, topReasonPercent: 0 },
];

describe('ReturnRateNote (the vendor product table, docs/architecture.md#returns)', () => {
  it("tells the vendor which product runs small: '38 % of returns: too small'", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, stats));
    renderWithProviders(<ReturnRateNote productId={7} />, { auth: fakeAuth({ user: vendor }) });
    expect(await screen.findByText('25 % returned · 38 % of returns: too small')).toBeDefined();
    expect(RETURN_TEXTS.topReason(38, 'too_small')).toBe('38 % of returns: too small');
  });

  it('says nothing of a product nobody returned', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, stats));
    const { container } = renderWithProviders(
      <>
        <ReturnRateNote productId={8} />
        <ReturnRateNote productId={7} />
      </>,
      { auth: fakeAuth({ user: vendor }) },
    );
    // Both read the same answer: once the returned product's note shows, the other has had its say.
    await screen.findByText('25 % returned · 38 % of returns: too small');
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });
});
