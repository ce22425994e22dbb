import { screen } from '@testing-library/react';
import { Route } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import { buyer, fakeAuth, renderWithProviders, vendor } from '@/test/render';
import { RouteGuard } from './route-guard';

const targets = (
  <>
    <Route path="/" element={<p>Home page</p>} />
    <Route path="/login" element={<p>Login page</p>} />
    <Route path="/buyer/dashboard" element={<p>Buyer dashboard</p>} />
    <Route path="/vendor/dashboard" element={<p>Vendor dashboard</p>} />
  </>
);

function renderGuard(role: 'buyer' | 'vendor' | 'admin', route: string, auth: ReturnType<typeof fakeAuth>, allowGuests = false) {
  return renderWithProviders(
    <RouteGuard requiredRole={role} allowGuests={allowGuests}>
      <p>Protected page</p>
    </RouteGuard>,
    { route, auth, routes: targets, path: route },
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('RouteGuard (spec §2)', () => {
  it('shows a spinner while the session loads', () => {
    renderGuard('buyer', '/buyer/cart', fakeAuth({ isLoading: true }));
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.queryByText('Protected page')).toBeNull();
  });

  it('sends a visitor to /login, remembering the page', () => {
    renderGuard('buyer', '/buyer/cart', fakeAuth());
    expect(screen.getByText('Login page')).toBeTruthy();
    expect(location()).toBe('/login?next=/buyer/cart');
  });

  it('sends a vendor on a buyer route to the vendor dashboard', () => {
    renderGuard('buyer', '/buyer/orders', fakeAuth({ user: vendor }));
    expect(location()).toBe('/vendor/dashboard');
  });

  it('sends a buyer on a vendor route to the buyer dashboard', () => {
    renderGuard('vendor', '/vendor/products', fakeAuth({ user: buyer }));
    expect(location()).toBe('/buyer/dashboard');
  });

  it('sends a session without a known role to /', () => {
    renderGuard('buyer', '/buyer/cart', fakeAuth({ token: 'x', isAuthenticated: true, user: null }));
    expect(location()).toBe('/');
  });

  it("sends an admin on buyer and vendor routes to / (spec §2's 'any other case', docs/architecture.md#money-and-operator)", () => {
    const admin = { ...buyer, role: 'admin' as const, preferences: null };
    renderGuard('buyer', '/buyer/cart', fakeAuth({ user: admin }));
    expect(location()).toBe('/');
  });

  it('sends a vendor on an operator route to /', () => {
    renderGuard('admin', '/admin/vendors', fakeAuth({ user: vendor }));
    expect(location()).toBe('/');
  });

  it('shows the page to the right role', () => {
    renderGuard('buyer', '/buyer/cart', fakeAuth({ user: buyer }));
    expect(screen.getByText('Protected page')).toBeTruthy();
  });

  it('lets visitors browse the open shop routes but still redirects vendors (docs/architecture.md#server-rules)', () => {
    const { unmount } = renderGuard('buyer', '/buyer/product/3', fakeAuth(), true);
    expect(screen.getByText('Protected page')).toBeTruthy();
    unmount();
    renderGuard('buyer', '/buyer/product/3', fakeAuth({ user: vendor }), true);
    expect(location()).toBe('/vendor/dashboard');
  });
});
