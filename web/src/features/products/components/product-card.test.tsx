import type { ProductSummary } from '@seamline/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ProductCard } from './product-card';

const product = (inStock: boolean): ProductSummary => ({
  productId: 7,
  productName: 'Navy Chelsea Boots',
  price: 120,
  imageUrl: '',
  categoryName: 'male',
  description: 'Chelsea Boots in navy waxed leather.',
  vendorName: 'Stride & Co',
  vendorSlug: 'stride-co',
  inStock,
  colours: [],
  compareAtPrice: null,
  salePercent: null,
});

const addButton = <button type="button">Add to Cart</button>;

describe('ProductCard', () => {
  it("shows a product on sale with its 'was' price struck through, 'Sale' and the percent off", () => {
    renderWithProviders(<ProductCard product={{ ...product(true), price: 90, compareAtPrice: 120, salePercent: 25 }} />);
    expect(screen.getByText('$90.00')).toBeTruthy();
    expect(screen.getByText('Was $120.00')).toBeTruthy();
    expect(screen.getByText('Sale')).toBeTruthy();
    expect(screen.getByText('\u221225%')).toBeTruthy();
  });

  it('shows no sale on a product at its regular price', () => {
    renderWithProviders(<ProductCard product={product(true)} />);
    expect(screen.getByText('$120.00')).toBeTruthy();
    expect(screen.queryByText('Sale')).toBeNull();
  });

  it('offers its action while the product is in stock', () => {
    renderWithProviders(<ProductCard product={product(true)} action={addButton} />);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
    expect(screen.queryByText('Out of Stock')).toBeNull();
  });

  it("says 'Out of Stock' instead of offering Add to Cart, with nothing to press", () => {
    renderWithProviders(<ProductCard product={product(false)} action={addButton} />);
    expect(screen.getByText('Out of Stock')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the colours it is sold in as swatches, read out as one sentence', () => {
    const colours = [
      { name: 'Navy', hex: '#1f2a44' },
      { name: 'Black', hex: '#111111' },
      { name: 'Red', hex: '#b91c1c' },
    ];
    renderWithProviders(<ProductCard product={{ ...product(true), colours }} />);
    expect(screen.getByText('3 colours: Navy, Black, Red')).toBeTruthy();
    expect(screen.getByTitle('Navy')).toBeTruthy();
  });

  it('shows no swatches for a product sold in one colour', () => {
    renderWithProviders(<ProductCard product={product(true)} />);
    expect(screen.queryByText(/colours?:/)).toBeNull();
  });

  it('tells visitors too', () => {
    renderWithProviders(<ProductCard product={product(false)} />);
    expect(screen.getByText('Out of Stock')).toBeTruthy();
  });
});
