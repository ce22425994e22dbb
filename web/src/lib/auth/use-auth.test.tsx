import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useCart } from '@/features/cart/hooks/use-cart';
import { emitSessionExpired } from '../session-events';
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
    localStorage.setItem('user', JSON.stringify({ id: 4, fullName: 'Ann', email: 'a@b.c', role: 'buyer', preferences: 'male', vendorName: null }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.isLoading).toBe(false);
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.user?.fullName).toBe('Ann');
  });

  it('stores the login response and clears it on sign out', () => {
    const { result } = renderHook(() => useAuth(), { wrapper });
    act(() => {
      result.current.signIn({ userId: 9, fullName: 'Vic', email: 'v@x.y', role: 'vendor', preferences: null, vendorName: 'Vic Wear', token: 't0k' });
    });
    expect(localStorage.getItem('token')).toBe('t0k');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual({ id: 9, fullName: 'Vic', email: 'v@x.y', role: 'vendor', preferences: null, vendorName: 'Vic Wear' });
    expect(result.current.user?.role).toBe('vendor');
    act(() => result.current.signOut());
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
});
