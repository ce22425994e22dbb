import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SalePrice } from './sale-price';

describe('SalePrice', () => {
  it("strikes the 'was' price through beside the price, with 'Sale' and the percent off with a real minus sign", () => {
    const { container } = render(<SalePrice price={30} compareAtPrice={40} salePercent={25} />);
    expect(screen.getByText('$30.00')).toBeTruthy();
    const struck = container.querySelector('s');
    expect(struck?.textContent).toBe('Was $40.00$40.00');
    expect(screen.getByText('Sale')).toBeTruthy();
    expect(screen.getByText('\u221225%')).toBeTruthy();
    expect(screen.queryByText('-25%')).toBeNull();
  });

  it("names the struck price for screen readers ('Was $40.00') and hides the bare figure from them", () => {
    const { container } = render(<SalePrice price={30} compareAtPrice={40} salePercent={25} />);
    expect(screen.getByText('Was $40.00').className).toContain('sr-only');
    expect(container.querySelector('s [aria-hidden="true"]')?.textContent).toBe('$40.00');
  });

  it('shows the price alone when not on sale', () => {
    const { container } = render(<SalePrice price={30} compareAtPrice={null} salePercent={null} />);
    expect(screen.getByText('$30.00')).toBeTruthy();
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByText('Sale')).toBeNull();
  });
});
