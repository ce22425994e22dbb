import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buyer, fakeAuth, renderWithProviders, vendor } from '@/test/render';
import { Footer } from './footer';
import { footerLinks } from './footer-links';
import { navLinks } from './nav-links';

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('Footer (spec §2)', () => {
  it('shows shop links, categories and contact to visitors and buyers', () => {
    renderWithProviders(<Footer />, { auth: fakeAuth({ user: buyer }) });
    for (const name of ['Home', 'Shop', 'Login', 'Register']) expect(screen.getByRole('link', { name })).toBeTruthy();
    expect(href("Women's Clothing")).toBe('/buyer/dashboard?category=female');
    expect(href("Men's Clothing")).toBe('/buyer/dashboard?category=male');
    expect(href("Kids' Clothing")).toBe('/buyer/dashboard?category=children');
    expect(screen.getByText('Contact Us')).toBeTruthy();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Seamline`))).toBeTruthy();
  });

  it('shows vendor tools and vendor support to vendors', () => {
    renderWithProviders(<Footer />, { auth: fakeAuth({ user: vendor }) });
    expect(href('Vendor Dashboard')).toBe('/vendor/dashboard');
    expect(href('My Products')).toBe('/vendor/products');
    expect(href('Dashboard')).toBe('/vendor/dashboard');
    expect(href('Products')).toBe('/vendor/products');
    expect(screen.getAllByRole('link', { name: 'Orders' })).toHaveLength(2);
    // Every link of the vendor's header is in its footer too.
    expect(href('Earnings')).toBe('/vendor/earnings');
    expect(href('Returns')).toBe('/vendor/returns');
    expect(screen.getByText('Vendor Support')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Shop' })).toBeNull();
  });

  it("carries every link of the vendor's and the operator's header, under the header's names", () => {
    for (const role of ['vendor', 'admin'] as const) {
      const { quick, second } = footerLinks(role);
      const inFooter = [...quick, ...second].map((l) => `${l.label} → ${l.to}`);
      const missing = navLinks(role)
        .map((l) => `${l.label} → ${l.to}`)
        .filter((link) => !inFooter.includes(link));
      expect({ role, missing }).toEqual({ role, missing: [] });
    }
  });
});
