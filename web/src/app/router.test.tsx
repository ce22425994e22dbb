import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { buyer, jsonResponse, LocationProbe, storeSession, vendor } from '@/test/render';
import { AppRoutes } from './router';

const fetchMock = mockFetch();
beforeEach(() => {
  // Every list the screens ask for is empty; enough to render them.
  fetchMock.mockImplementation(async () => jsonResponse(200, [], { 'X-Total-Count': '0' }));
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('AppRoutes', () => {
  it('shows the home page at /', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Style that fits every step' })).toBeTruthy();
  });

  it("shows 'Page Not Found' for an unknown path, inside the layout", async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('lets a visitor browse the shop but sends them to /login for the cart', async () => {
    const { unmount } = renderAt('/buyer/dashboard');
    expect(await screen.findByRole('heading', { name: 'Browse Products' })).toBeTruthy();
    unmount();
    renderAt('/buyer/cart');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(location()).toBe('/login?next=/buyer/cart');
  });

  it('sends a vendor from the shop to the vendor dashboard, and a buyer from vendor pages to the shop', async () => {
    storeSession(vendor);
    const { unmount } = renderAt('/buyer/dashboard');
    // The vendor dashboard's code (charts) loads first; on a busy machine that takes more than a second.
    await vi.waitFor(() => expect(location()).toBe('/vendor/dashboard'), { timeout: 5000 });
    unmount();
    storeSession(buyer);
    renderAt('/vendor/products');
    expect(await screen.findByRole('heading', { name: 'Browse Products' })).toBeTruthy();
    expect(location()).toBe('/buyer/dashboard');
  });
});
