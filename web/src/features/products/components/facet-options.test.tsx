import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FacetOptions } from './facet-options';

const shops = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `Shop ${i + 1}`, count: 30 - i }));
const boxes = () => screen.getAllByRole('checkbox');

describe('FacetOptions', () => {
  it('names each value with its count inside a group named by its legend, and reports the new choice', async () => {
    const onChange = vi.fn();
    render(<FacetOptions legend="Shop" values={shops(2)} chosen={['Shop 2']} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Shop' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Shop 1 (30)' }));
    expect(onChange).toHaveBeenLastCalledWith(['Shop 2', 'Shop 1']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Shop 2 (29)' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('shows the first eight of a long list, and chosen ones, until Show all', async () => {
    render(<FacetOptions legend="Shop" values={shops(12)} chosen={['Shop 11']} onChange={() => {}} />);
    expect(boxes()).toHaveLength(9);
    expect(screen.getByRole('checkbox', { name: 'Shop 11 (20)' })).toBeTruthy();
    const more = screen.getByRole('button', { name: 'Show all 12' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more);
    expect(boxes()).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('offers no more once 20 values are chosen, as the server takes no more', async () => {
    const values = shops(21);
    render(<FacetOptions legend="Shop" values={values} chosen={values.slice(0, 20).map((v) => v.value)} onChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 21' }));
    expect((screen.getByRole('checkbox', { name: 'Shop 21 (10)' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Shop 1 (30)' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('shows nothing when the facet has no values', () => {
    const { container } = render(<FacetOptions legend="Shop" values={[]} chosen={[]} onChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});
