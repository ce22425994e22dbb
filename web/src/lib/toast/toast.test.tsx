import { render, screen, waitFor } from '@testing-library/react';
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

  it('replaces an older toast of the same group with the newer one, and keeps toasts of other groups', async () => {
    render(<Toaster />);
    toast.error('Login failed', { group: 'session', description: 'Invalid email or password' });
    toast.info('Heads up', { group: 'other' });
    expect(await screen.findByText('Login failed')).toBeTruthy();
    toast.success('Login successful!', { group: 'session', description: 'Welcome back' });
    expect(await screen.findByText('Login successful!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Login failed')).toBeNull());
    expect(screen.getByText('Heads up')).toBeTruthy();
  });
});
