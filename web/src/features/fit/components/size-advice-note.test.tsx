import { FIT_PROFILE_TEXTS, SIZE_ADVICE_TEXTS, SIZE_PASSPORT_TEXTS, type SizeAdvice } from '@seamline/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SizeAdviceNote } from './size-advice-note';

const advice: SizeAdvice = {
  size: 'L',
  confidence: 'high',
  reasons: [
    "You kept M at Northwind (chest 96–100 cm); this shop's L measures 98–102 cm",
    'Buyers who took their usual size here often sent it back as too small',
  ],
  basedOn: { kept: 1, returned: 0, measurements: false },
  available: true,
};

describe('SizeAdviceNote', () => {
  it("says 'Your size: L' and lists the reasons once 'Why?' is pressed", async () => {
    renderWithProviders(<SizeAdviceNote advice={advice} />);
    expect(screen.getByText(SIZE_ADVICE_TEXTS.yourSize('L'))).toBeTruthy();
    expect(screen.getByText(SIZE_PASSPORT_TEXTS.confidenceLabels.high)).toBeTruthy();
    const why = screen.getByRole('button', { name: SIZE_ADVICE_TEXTS.why });
    expect(why.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: SIZE_PASSPORT_TEXTS.reasons })).toBeNull();
    await userEvent.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('true');
    const reasons = screen.getByRole('list', { name: SIZE_PASSPORT_TEXTS.reasons });
    expect(why.getAttribute('aria-controls')).toBe(reasons.id);
    expect([...reasons.querySelectorAll('li')].map((li) => li.textContent)).toEqual(advice.reasons);
    await userEvent.click(why);
    expect(screen.queryByRole('list', { name: SIZE_PASSPORT_TEXTS.reasons })).toBeNull();
  });

  it('says when the advised size is sold out in the colour chosen', () => {
    renderWithProviders(<SizeAdviceNote advice={advice} soldOut colour="Navy" />);
    expect(screen.getByText(SIZE_PASSPORT_TEXTS.advisedSoldOut('L', 'Navy'))).toBeTruthy();
  });

  it('without advice, gives the reason and a way to My sizes', () => {
    const none: SizeAdvice = {
      size: null,
      confidence: 'low',
      reasons: [SIZE_ADVICE_TEXTS.noEvidence],
      basedOn: { kept: 0, returned: 0, measurements: false },
      available: false,
    };
    renderWithProviders(<SizeAdviceNote advice={none} />);
    expect(screen.getByText(SIZE_ADVICE_TEXTS.noEvidence, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: FIT_PROFILE_TEXTS.title }).getAttribute('href')).toBe('/buyer/profile#my-sizes');
    expect(screen.queryByRole('button', { name: SIZE_ADVICE_TEXTS.why })).toBeNull();
  });
});
