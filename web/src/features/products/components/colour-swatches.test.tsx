import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ColourSwatches } from './colour-swatches';

const colours = [
  { name: 'Navy', hex: '#1f3057' },
  { name: 'Black', hex: '#25252a' },
];

describe('ColourSwatches', () => {
  it('is a radio group named by colour, the chosen one named in the legend', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<ColourSwatches colours={colours} value={null} onChange={onChange} name="p1" />);
    expect(screen.getByRole('group', { name: 'Colour' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Black' }));
    expect(onChange).toHaveBeenCalledWith('Black');
    rerender(<ColourSwatches colours={colours} value="Black" onChange={onChange} name="p1" />);
    expect(screen.getByRole('group').querySelector('legend')?.textContent).toBe('Colour: Black');
    expect((screen.getByRole('radio', { name: 'Black' }) as HTMLInputElement).checked).toBe(true);
  });

  it('paints each swatch in its colour', () => {
    render(<ColourSwatches colours={colours} value={null} onChange={() => {}} name="p1" />);
    const swatch = screen.getByTitle('Navy').querySelector('span') as HTMLElement;
    expect(swatch.style.backgroundColor).toMatch(/^(#1f3057|rgb\(31, 48, 87\))$/);
  });
});
