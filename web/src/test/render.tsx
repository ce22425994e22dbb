import type { SessionUser } from '@seamline/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@/lib/router';
import { vi } from 'vitest';
import { AuthContext, type AuthState } from '@/lib/auth/auth-context';

export const buyer: SessionUser = {
  id: 1,
  fullName: 'Bea Buyer',
  email: 'bea@example.com',
  role: 'buyer',
  preferences: 'female',
  vendorName: null,
};
export const vendor: SessionUser = {
  id: 2,
  fullName: 'Vic Vendor',
  email: 'vic@example.com',
  role: 'vendor',
  preferences: null,
  vendorName: 'Vic Wear',
};

export function fakeAuth(over: Partial<AuthState> = {}): AuthState {
  const user = over.user ?? null;
  return {
    user,
    token: user ? 'token' : null,
    isLoading: false,
    isAuthenticated: Boolean(user),
    signIn: vi.fn(),
    signOut: vi.fn(),
    updateUser: vi.fn(),
    ...over,
  };
}

/** Stores a session as a login leaves it (spec §3: `token` and `user` in localStorage). */
export function storeSession(user: SessionUser, token = 'token'): void {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
}

/** Renders the current location so a test can see where a redirect went. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export interface RenderOptions {
  route?: string;
  auth?: AuthState;
  /** Extra routes beside the one under test, e.g. redirect targets. */
  routes?: ReactNode;
  path?: string;
}

const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** A `wrapper` for renderHook: a query cache of the test's own. */
export function withQueryClient() {
  const queryClient = testQueryClient();
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

export function renderWithProviders(ui: ReactElement, { route = '/', auth = fakeAuth(), routes, path = '*' }: RenderOptions = {}) {
  const queryClient = testQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            {routes}
            <Route path={path} element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** A fetch stub answering JSON. */
export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
