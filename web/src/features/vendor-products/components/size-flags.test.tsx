import { SIZE_FLAG_TEXTS } from '@seamline/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SizeFlags } from './size-flags';

describe("SizeFlags: the vendor's sizes that come back for fit", () => {
  it("says how many of the size's returns were too small, and the chart correction", () => {
    render(
      <SizeFlags
        product={{
          categoryName: 'male',
          subCategoryName: 'clothes',
          sizeFlags: [
            {
              size: 'M',
              fit: 'runs_small',
              returns: 7,
              of: 18,
              suggestion: { size: 'S', measurements: { chest: { min: 92, max: 96 }, waist: { min: 78, max: 82 } } },
            },
            { size: 'XL', fit: 'runs_large', returns: 3, of: 6, suggestion: null },
          ],
        }}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Size M runs small: 7 of 18 buyers sent it back as too small' +
        SIZE_FLAG_TEXTS.suggestion('M', 'S', 'chest 92–96 cm, waist 78–82 cm'),
      'Size XL runs large: 3 of 6 buyers sent it back as too large',
    ]);
  });

  it('shows nothing for a product none of whose sizes is flagged', () => {
    const { container } = render(<SizeFlags product={{ categoryName: 'male', subCategoryName: 'clothes', sizeFlags: [] }} />);
    expect(container.innerHTML).toBe('');
  });
});
