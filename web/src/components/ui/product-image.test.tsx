import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image';

describe('ProductImage', () => {
  it('uses the placeholder when there is no image, lazily and with a size', () => {
    render(<ProductImage src="" alt="Tee" width={300} height={400} />);
    const img = screen.getByRole('img', { name: 'Tee' });
    expect(img.getAttribute('src')).toBe('/images/placeholder.svg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('300');
  });

  it('falls back to the placeholder, then to an icon, when images fail', () => {
    render(<ProductImage src="/images/p/1.svg" alt="Tee" width={300} height={400} />);
    fireEvent.error(screen.getByRole('img', { name: 'Tee' }));
    expect(screen.getByRole('img', { name: 'Tee' }).getAttribute('src')).toBe('/images/placeholder.svg');
    fireEvent.error(screen.getByRole('img', { name: 'Tee' }));
    expect(screen.getByRole('img', { name: 'Tee' }).tagName).toBe('DIV');
  });
});
