// Photo-like uploads for the journeys that need real photos (the gallery, the product page's byte
// budget): JPEGs that weigh what a phone camera's do once the server has re-encoded them.
import sharp from 'sharp';

/** A 1600 × 2000 JPEG of one colour with grain and a light band at `band` px, so each looks different. */
export const photo = (rgb: { r: number; g: number; b: number }, band: number): Promise<Buffer> =>
  sharp({ create: { width: 1600, height: 2000, channels: 3, background: rgb } })
    .composite([
      // Some grain, so the file weighs what a photo does.
      {
        input: {
          create: { width: 1600, height: 2000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
        },
        blend: 'overlay',
      },
      { input: { create: { width: 1600, height: 200, channels: 3, background: '#f4f3ef' } }, top: band, left: 0 },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
