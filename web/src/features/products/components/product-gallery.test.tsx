import { IMAGE_TEXTS } from '@seamline/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clampPan, photosFor, pinchZoom, stepPhoto, ZOOM_MAX } from '../lib/gallery';
import { ProductGallery } from './product-gallery';

const upload = (n: number) => `/images/uploads/0000000${n}-aaaa-bbbb-cccc-dddddddddddd.jpg`;
const photos = [upload(1), upload(2), upload(3)];

const mainImage = () => within(screen.getByTestId('gallery-main')).getByRole('img');

describe('ProductGallery', () => {
  it('turns with the arrow keys and the buttons, going round, and says which photo shows', async () => {
    const user = userEvent.setup();
    render(<ProductGallery photos={photos} productName="Wrap Dress" />);
    expect(screen.getByRole('region', { name: IMAGE_TEXTS.galleryLabel('Wrap Dress') })).toBeTruthy();
    expect(mainImage().getAttribute('src')).toBe(upload(1));
    screen.getByRole('button', { name: IMAGE_TEXTS.showImage(1, 3) }).focus();
    await user.keyboard('{ArrowRight}');
    expect(mainImage().getAttribute('src')).toBe(upload(2));
    expect(screen.getByText(IMAGE_TEXTS.imageOf(2, 3), { selector: '[aria-live]' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(mainImage().getAttribute('src')).toBe(upload(3));
    await user.click(screen.getByRole('button', { name: IMAGE_TEXTS.next }));
    expect(mainImage().getAttribute('src')).toBe(upload(1));
    await user.click(screen.getByRole('button', { name: IMAGE_TEXTS.showImage(3, 3) }));
    expect(screen.getByRole('button', { name: IMAGE_TEXTS.showImage(3, 3) }).getAttribute('aria-current')).toBe('true');
    expect(mainImage().getAttribute('src')).toBe(upload(3));
  });

  it('offers uploads at their stored widths, sized to the space they take', () => {
    render(<ProductGallery photos={photos} productName="Wrap Dress" />);
    expect(mainImage().getAttribute('srcset')).toContain('-320w.jpg 320w');
    expect(mainImage().getAttribute('srcset')).toContain('-1280w.jpg 1280w');
    expect(mainImage().getAttribute('sizes')).toMatch(/100vw$/);
    const thumb = screen.getByRole('button', { name: IMAGE_TEXTS.showImage(2, 3) }).querySelector('img');
    expect(thumb?.getAttribute('sizes')).toBe('64px');
  });

  it('shows one photo without thumbnails or turn buttons', () => {
    render(<ProductGallery photos={['/images/catalog/dress/navy.svg']} productName="Wrap Dress" />);
    expect(screen.queryByRole('button', { name: IMAGE_TEXTS.next })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Thumbnails' })).toBeNull();
    expect(mainImage().getAttribute('srcset')).toBeNull();
  });
});

describe('the photos for a colour', () => {
  const product = {
    imageUrl: '/r1.svg',
    images: [
      { colour: null, urls: ['/own.svg'] },
      { colour: 'Navy', urls: ['/n1.svg', '/n2.svg'] },
      { colour: 'Red', urls: ['/r1.svg', '/r2.svg'] },
    ],
  };

  it("puts the chosen colour's first, then the product's own, then the other colours'", () => {
    expect(photosFor(product, 'navy', '/x.svg')).toEqual(['/n1.svg', '/n2.svg', '/own.svg', '/r1.svg', '/r2.svg']);
    expect(photosFor(product, 'Red', '/x.svg')).toEqual(['/r1.svg', '/r2.svg', '/own.svg', '/n1.svg', '/n2.svg']);
  });

  it('starts where the card did before a colour is chosen, and falls back to the one image', () => {
    expect(photosFor(product, null, '/x.svg')[0]).toBe('/r1.svg');
    expect(photosFor({ imageUrl: '', images: [] }, null, '/x.svg')).toEqual(['/x.svg']);
  });

  it('zooms between 1 and 4 times by pinch, and keeps a zoomed photo over its frame', () => {
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(2, 100, 50)).toBe(1);
    expect(pinchZoom(3, 100, 400)).toBe(ZOOM_MAX);
    expect(pinchZoom(1, 100, 20)).toBe(1);
    expect(clampPan({ x: 500, y: -500 }, 2, { width: 400, height: 500 })).toEqual({ x: 200, y: -250 });
    expect(stepPhoto(0, -1, 3)).toBe(2);
  });
});
