import { VARIANT_TEXTS } from '@seamline/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetShoeSizeSystem } from '../hooks/use-shoe-size-system';
import { SizePicker } from './size-picker';

const options = [
  { size: '40', stock: 2 },
  { size: '41', stock: 0 },
  { size: '42', stock: 7 },
];

describe('SizePicker', () => {
  beforeEach(() => {
    localStorage.clear();
    resetShoeSizeSystem();
  });

  it("is a radio group of sizes in the order given, named 'Size 42' and 'Size 41, sold out'", async () => {
    const onChange = vi.fn();
    render(<SizePicker options={options} value={null} onChange={onChange} name="p1" />);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(['Size 40', VARIANT_TEXTS.sizeSoldOut('41'), 'Size 42']);
    expect(radios[1]?.disabled).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Size 42' }));
    expect(onChange).toHaveBeenCalledWith('42');
    await userEvent.click(screen.getByRole('radio', { name: VARIANT_TEXTS.sizeSoldOut('41') }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('moves between sizes with the arrow keys, skipping the sold-out one', async () => {
    const onChange = vi.fn();
    render(<SizePicker options={options} value="40" onChange={onChange} name="p1" />);
    (screen.getByRole('radio', { name: 'Size 40' }) as HTMLInputElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('42');
  });

  it("shows a shoe's sizes also in the buyer's remembered system, keeping the EU size", () => {
    localStorage.setItem('seamline.shoeSizeSystem', 'uk');
    render(<SizePicker options={options} value={null} onChange={() => {}} name="p1" shoesOf="male" />);
    const label = screen.getByRole('radio', { name: 'Size 42' }).closest('label');
    expect(label?.textContent).toBe('42UK 8');
  });

  it('shows what it asks for at the group and ties it to the group', () => {
    render(<SizePicker options={options} value={null} onChange={() => {}} name="p1" error={VARIANT_TEXTS.selectSize} />);
    const group = screen.getByRole('group', { name: 'Size' });
    expect(group.getAttribute('aria-describedby')).toBe('size-error-p1');
    expect(document.getElementById('size-error-p1')?.textContent).toBe(VARIANT_TEXTS.selectSize);
  });
});
