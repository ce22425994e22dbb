// How wide the catalogue's pictures show (`sizes`), shared by the `<img>`s and the preloads that
// fetch the first of them before they render, so both ask for the same width.

/** A card's picture in the grid of 1, 2, 3 and 4 columns (product-grid.tsx). */
export const CARD_SIZES = '(min-width: 1280px) 320px, (min-width: 1024px) 33vw, (min-width: 360px) 50vw, 100vw';

/** The product page's main photo: the page's left half from lg (max-w-7xl), the width of the screen below. */
export const GALLERY_MAIN_SIZES = '(min-width: 1280px) 584px, (min-width: 1024px) 50vw, 100vw';
