import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { facetsOf } from '@/features/products/components/product-browser.fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { buyer, jsonResponse, LocationProbe, storeSession, vendor } from '@/test/render';
import { AppRoutes } from './router';

const fetchMock = mockFetch();
beforeEach(() => {
  // Every list the screens ask for is empty, and so are the shop's filter counts; enough to render them.
  fetchMock.mockImplementation(async (input) =>
    String(input).startsWith('/api/buyer/facets') ? jsonResponse(200, facetsOf()) : jsonResponse(200, [], { 'X-Total-Count': '0' }),
  );
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
/** A lazily loaded screen's code is transformed on first use: on a busy machine, seconds. */
const LOADED = { timeout: 8000 };

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

  it('lets a visitor browse the shop but sends them to /login for the cart', { timeout: 20_000 }, async () => {
    const { unmount } = renderAt('/buyer/dashboard');
    expect(await screen.findByRole('heading', { name: 'Browse Products' }, LOADED)).toBeTruthy();
    unmount();
    renderAt('/buyer/cart');
    expect(await screen.findByRole('heading', { name: 'Login' }, LOADED)).toBeTruthy();
    expect(location()).toBe('/login?next=/buyer/cart');
  });

  it('sends a vendor from the shop to the vendor dashboard, and a buyer from vendor pages to the shop', { timeout: 20_000 }, async () => {
    storeSession(vendor);
    const { unmount } = renderAt('/buyer/dashboard');
    // The vendor dashboard's code (charts) loads first; on a busy machine that takes more than a second.
    await vi.waitFor(() => expect(location()).toBe('/vendor/dashboard'), LOADED);
    unmount();
    storeSession(buyer);
    renderAt('/vendor/products');
    expect(await screen.findByRole('heading', { name: 'Browse Products' }, LOADED)).toBeTruthy();
    expect(location()).toBe('/buyer/dashboard');
  });
});
