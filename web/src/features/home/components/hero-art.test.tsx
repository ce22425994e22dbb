import { act, render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, requestedUrls } from '@/test/fetch-mock';
import { jsonResponse } from '@/test/render';

const fetchMock = mockFetch();
const product = (id: number) => ({ productId: id, productName: `P${id}`, imageUrl: `/images/p${id}.svg` });
const pictures = (container: HTMLElement) => [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));

// The featured products are fetched once per visit (a module-level promise): each test is a new visit.
let HeroArt: typeof import('./hero-art').HeroArt;
beforeEach(async () => {
  vi.resetModules();
  ({ HeroArt } = await import('./hero-art'));
});

describe('HeroArt', () => {
  it('shows three popular products, asked for once per visit', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [product(1), product(2), product(3)]));
    const { container, unmount } = render(<HeroArt />);
    await waitFor(() => expect(pictures(container)).toEqual(['/images/p1.svg', '/images/p2.svg', '/images/p3.svg']));
    unmount();
    const again = render(<HeroArt />);
    await waitFor(() => expect(pictures(again.container)).toHaveLength(3));
    expect(requestedUrls(fetchMock)).toEqual(['/api/buyer/recommended?sort=popularity&limit=3']);
  });

  it('keeps its soft blocks when the products cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Boom' }));
    const { container } = render(<HeroArt />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(pictures(container)).toEqual([]);
    expect(container.querySelectorAll('.bg-gradient-to-br')).toHaveLength(3);
  });

  it('asks for nothing on a phone, where the collage is not shown', async () => {
    const narrow = { matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() } as unknown as MediaQueryList;
    vi.spyOn(window, 'matchMedia').mockReturnValue(narrow);
    await import('./featured-products'); // in already, so a collage would render and ask at once
    const { container } = render(<HeroArt />);
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container.querySelectorAll('.bg-gradient-to-br')).toHaveLength(3);
  });
});
