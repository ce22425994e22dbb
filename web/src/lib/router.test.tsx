import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LocationProbe } from '@/test/render';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useParams,
  useSearchParams,
} from './router';

/** Every source file under src (Vite reads them at build time). */
const sources = import.meta.glob<string>('../**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

const location = () => screen.getByTestId('location').textContent;

function Product() {
  return <p>Product {useParams().id}</p>;
}

function Layout() {
  return (
    <main>
      <NavLink to="/home" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Home
      </NavLink>
      <NavLink to="/vendor" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Vendor
      </NavLink>
      <Outlet />
    </main>
  );
}

const table = (
  <Routes>
    <Route element={<Layout />}>
      <Route path="/home" element={<p>Home page</p>} />
      <Route path="/buyer/product/:id" element={<Product />} />
      <Route path="/buyer/product/new" element={<p>New product</p>} />
      <Route path="/buyer/checkout/*" element={<p>Checkout</p>} />
      <Route path="/vendor/orders" element={<p>Orders</p>} />
      <Route path="/old" element={<Navigate to="/home?from=old" replace />} />
      <Route path="*" element={<p>Not found</p>} />
    </Route>
  </Routes>
);

/** Adds one to `n` twice in one click: the second update sees the first. */
function Filters() {
  const [params, setParams] = useSearchParams();
  return (
    <button
      type="button"
      onClick={() => {
        setParams((now) => new URLSearchParams({ n: String(Number(now.get('n') ?? 0) + 1) }));
        setParams((now) => new URLSearchParams({ n: String(Number(now.get('n') ?? 0) + 1) }));
      }}
    >
      n={params.get('n') ?? 0}
    </button>
  );
}

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      {table}
      <LocationProbe />
    </MemoryRouter>,
  );

describe('the router', () => {
  it('shows the most specific route, inside its layout, with its params', () => {
    at('/buyer/product/7');
    expect(screen.getByText('Product 7')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('prefers a static segment to a param, and a param to a splat', () => {
    at('/buyer/product/new');
    expect(screen.getByText('New product')).toBeTruthy();
  });

  it('matches case-insensitively with a trailing slash, and the rest of a path under a splat', () => {
    at('/HOME/');
    expect(screen.getByText('Home page')).toBeTruthy();
    expect(matchPath('/buyer/checkout/*', '/buyer/checkout/return')?.params).toEqual({ '*': 'return' });
    expect(matchPath('/buyer/checkout/*', '/buyer/checkout')?.params).toEqual({ '*': '' });
    expect(matchPath('/buyer/product/:id', '/buyer/product/a%20b')?.params).toEqual({ id: 'a b' });
    expect(matchPath('/buyer/product/:id', '/buyer/product/7/reviews')).toBeNull();
    expect(matchPath('/', '/home')).toBeNull();
  });

  it('falls back to the catch-all', () => {
    at('/no/such/page');
    expect(screen.getByText('Not found')).toBeTruthy();
  });

  it('redirects with <Navigate>', async () => {
    at('/old');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(location()).toBe('/home?from=old');
  });

  it('lights a NavLink on its path, and below it unless `end`, with aria-current', () => {
    at('/vendor/orders');
    expect(screen.getByRole('link', { name: 'Vendor' }).className).toBe('on');
    expect(screen.getByRole('link', { name: 'Vendor' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).className).toBe('off');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('navigates on a plain click of a Link, and leaves a modified click to the browser', async () => {
    at('/home');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Vendor' }));
    expect(location()).toBe('/vendor');
    expect(screen.getByText('Not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vendor' }).getAttribute('href')).toBe('/vendor');
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.keyboard('{/Control}');
    expect(location()).toBe('/vendor');
  });

  it('sets the query of the same path, a function getting the latest', async () => {
    render(
      <MemoryRouter initialEntries={['/shop?n=1']}>
        <Filters />
        <LocationProbe />
      </MemoryRouter>,
    );
    await userEvent.setup().click(screen.getByRole('button'));
    expect(location()).toBe('/shop?n=3');
    expect(screen.getByRole('button').textContent).toBe('n=3');
  });

  it('follows the browser history: pushState on a click, back on popstate, state kept in the entry', async () => {
    window.history.replaceState(null, '', '/home');
    render(
      <BrowserRouter>
        <Link to="/vendor/orders?q=1#top" state={{ from: 'home' }}>
          Orders
        </Link>
        {table}
        <LocationProbe />
      </BrowserRouter>,
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Orders' }));
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/vendor/orders?q=1#top');
    expect((window.history.state as { usr: unknown }).usr).toEqual({ from: 'home' });
    expect(screen.getByText('Orders', { selector: 'p' })).toBeTruthy();
    await act(async () => {
      window.history.replaceState(null, '', '/home');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(location()).toBe('/home');
    expect(screen.getByText('Home page')).toBeTruthy();
  });

  it('is the only router: no source imports react-router', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const importers = Object.entries(sources)
      .filter(([file, source]) => !file.endsWith('/router.test.tsx') && /from\s*['"]react-router(?:-dom)?['"]/.test(source))
      .map(([file]) => file);
    expect(importers, "import from '@/lib/router'").toEqual([]);
  });
});
