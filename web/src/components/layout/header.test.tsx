import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buyer, fakeAuth, renderWithProviders, vendor } from '@/test/render';
import { Header } from './header';

const link = (name: string | RegExp) => screen.queryByRole('link', { name });
const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('Header (spec §2)', () => {
  it('offers guests Home, Login and Register', () => {
    renderWithProviders(<Header cartCount={0} />);
    expect(mainNav().getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(link('Login')).toBeTruthy();
    expect(link('Register')).toBeTruthy();
    expect(link(/Cart/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Logout/ })).toBeNull();
  });

  it('gives buyers Shop, Orders, the cart with its count, profile, greeting and Logout', () => {
    renderWithProviders(<Header cartCount={3} />, { auth: fakeAuth({ user: buyer }) });
    expect(mainNav().getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/buyer/dashboard');
    expect(mainNav().getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/buyer/orders');
    expect(screen.getByTestId('cart-count').textContent).toBe('3');
    expect(link('Profile')?.getAttribute('href')).toBe('/buyer/profile');
    expect(screen.getByText(buyer.fullName)).toBeTruthy();
    expect(screen.getByText('buyer')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Logout/ })).toBeTruthy();
    expect(link('Login')).toBeNull();
  });

  it('hides the cart badge at 0', () => {
    renderWithProviders(<Header cartCount={0} />, { auth: fakeAuth({ user: buyer }) });
    expect(link('Cart')).toBeTruthy();
    expect(screen.queryByTestId('cart-count')).toBeNull();
  });

  it('gives vendors Dashboard, Products, Orders, Earnings and no cart', () => {
    renderWithProviders(<Header cartCount={0} />, { auth: fakeAuth({ user: vendor }) });
    expect(mainNav().getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/vendor/dashboard');
    expect(mainNav().getByRole('link', { name: 'Products' }).getAttribute('href')).toBe('/vendor/products');
    expect(mainNav().getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/vendor/orders');
    expect(mainNav().getByRole('link', { name: 'Earnings' }).getAttribute('href')).toBe('/vendor/earnings');
    expect(link(/Cart/)).toBeNull();
    expect(link('Profile')?.getAttribute('href')).toBe('/vendor/profile');
  });

  it('toggles the mobile menu, which has Cart for buyers and closes when a link is clicked', async () => {
    renderWithProviders(<Header cartCount={1} />, { auth: fakeAuth({ user: buyer }) });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(menu.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/buyer/cart');
    await userEvent.click(menu.getByRole('link', { name: 'Orders' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/buyer/orders');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });
});
