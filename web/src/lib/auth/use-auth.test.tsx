import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '@/lib/router';
import { describe, expect, it, vi } from 'vitest';
import { useCart } from '@/features/cart/hooks/use-cart';
import { Route } from '@/lib/router';
import { mockFetch, requestLines } from '@/test/fetch-mock';
import { buyer, renderWithProviders, storeSession } from '@/test/render';
import { emitSessionExpired, onSessionChange } from '../session-events';
import { RouteGuard } from './route-guard';
import { AuthProvider } from './auth-provider';
import { useAuth } from './use-auth';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AuthProvider>{children}</AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

function Probe() {
  const { isAuthenticated } = useAuth();
  return <p>{isAuthenticated ? 'in' : 'out'}</p>;
}

describe('useAuth', () => {
  // Signing out ends the session on the server too; no test here reaches a real server.
  const fetchMock = mockFetch();

  it('throws outside an AuthProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });

  it('useCart throws outside a CartProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useCart())).toThrow('useCart must be used within a CartProvider');
  });

  it('restores the session from localStorage', () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 4, fullName: 'Ann', email: 'a@b.c', role: 'buyer', preferences: 'male', vendorName: null }),
    );
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.isLoading).toBe(false);
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.user?.fullName).toBe('Ann');
  });

  it('stores the login response, and on sign out clears it and ends the session on the server', () => {
    const { result } = renderHook(() => useAuth(), { wrapper });
    act(() => {
      result.current.signIn({
        userId: 9,
        fullName: 'Vic',
        email: 'v@x.y',
        role: 'vendor',
        preferences: null,
        vendorName: 'Vic Wear',
        token: 't0k',
      });
    });
    expect(localStorage.getItem('token')).toBe('t0k');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual({
      id: 9,
      fullName: 'Vic',
      email: 'v@x.y',
      role: 'vendor',
      preferences: null,
      vendorName: 'Vic Wear',
    });
    expect(result.current.user?.role).toBe('vendor');
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    act(() => result.current.signOut());
    expect(requestLines(fetchMock)).toEqual(['POST /api/session/logout']);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer t0k');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(result.current.isAuthenticated).toBe(false);
  });

  it('drops the session when the api-client reports it expired', () => {
    localStorage.setItem('token', 'abc');
    render(<Probe />, { wrapper });
    expect(screen.getByText('in')).toBeTruthy();
    act(() => {
      emitSessionExpired();
    });
    expect(screen.getByText('out')).toBeTruthy();
  });

  it('follows another tab that signs out, then in as someone else, and empties the cache each time', () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 4, fullName: 'Ann', email: 'a@b.c', role: 'buyer', preferences: 'male', vendorName: null }),
    );
    const changes = vi.fn();
    const off = onSessionChange(changes);
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.user?.fullName).toBe('Ann');

    // The other tab's logout: both keys removed, one storage event each.
    act(() => {
      localStorage.removeItem('token');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: 'abc', newValue: null }));
      localStorage.removeItem('user');
      window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: null }));
    });
    expect(result.current.isAuthenticated).toBe(false);
    expect(result.current.user).toBeNull();
    expect(changes).toHaveBeenCalledTimes(1);

    act(() => {
      localStorage.setItem('token', 'xyz');
      localStorage.setItem(
        'user',
        JSON.stringify({ id: 7, fullName: 'Vic', email: 'v@x.y', role: 'vendor', preferences: null, vendorName: 'Vic Wear' }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    });
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.user?.fullName).toBe('Vic');
    expect(changes).toHaveBeenCalledTimes(2);

    // Unrelated keys and the other tab's profile save (same token) leave the cache alone.
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
      localStorage.setItem(
        'user',
        JSON.stringify({ id: 7, fullName: 'Victor', email: 'v@x.y', role: 'vendor', preferences: null, vendorName: 'Vic Wear' }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    });
    expect(result.current.user?.fullName).toBe('Victor');
    expect(changes).toHaveBeenCalledTimes(2);
    off();
  });

  it('leaves a guarded page for /login when another tab signs out', () => {
    storeSession(buyer, 'abc');
    renderWithProviders(
      <AuthProvider>
        <RouteGuard requiredRole="buyer">
          <p>Orders page</p>
        </RouteGuard>
      </AuthProvider>,
      { route: '/buyer/orders', path: '/buyer/orders', routes: <Route path="/login" element={<p>Login page</p>} /> },
    );
    expect(screen.getByText('Orders page')).toBeTruthy();
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(screen.getByText('Login page')).toBeTruthy();
  });

  it('moves a tab left on /login to where it was going once another tab signs in', () => {
    renderWithProviders(
      <AuthProvider>
        <p>Login page</p>
      </AuthProvider>,
      { route: '/login?next=/buyer/orders', path: '/login', routes: <Route path="/buyer/orders" element={<p>Orders page</p>} /> },
    );
    act(() => {
      localStorage.setItem('token', 'new');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });
    // The token came first; the user follows in its own event.
    expect(screen.getByText('Login page')).toBeTruthy();
    act(() => {
      localStorage.setItem('user', JSON.stringify(buyer));
      window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    });
    expect(screen.getByText('Orders page')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/buyer/orders');
  });
});
