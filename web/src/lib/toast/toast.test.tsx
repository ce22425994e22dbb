import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster, toast } from '.';

describe('toast', () => {
  it('renders no toast area until a toast is raised, then shows it with its description', async () => {
    const { container } = render(<Toaster />);
    expect(container.innerHTML).toBe('');
    toast.error('Session expired', { description: 'Please login again' });
    expect(await screen.findByText('Session expired')).toBeTruthy();
    expect(screen.getByText('Please login again')).toBeTruthy();
  });
});
