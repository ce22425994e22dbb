import type { ProductSummary } from '@seamline/contract';
import { ProductImage } from '@/components/ui/product-image';

const frames = ['col-span-2 row-span-2 rounded-3xl', 'rounded-2xl', 'rounded-2xl'];
/** How wide each frame shows (the hero's right half from lg, its whole width below): an upload comes at that width. */
const BIG = '(min-width: 1280px) 390px, (min-width: 1024px) 31vw, 66vw';
const SMALL = '(min-width: 1280px) 190px, (min-width: 1024px) 16vw, 33vw';

/** Three products as a collage; a soft block in place of each one not there (yet). */
export function HeroCollage({ products }: { products: readonly ProductSummary[] }) {
  return (
    <div className="hidden aspect-[3/2] grid-cols-3 grid-rows-2 gap-4 sm:grid" aria-hidden="true">
      {frames.map((frame, i) => {
        const product = products[i];
        return (
          <div
            key={frame + String(i)}
            className={`min-h-0 overflow-hidden border border-white bg-brand-100 shadow-lg ring-1 ring-zinc-900/5 ${frame}`}
          >
            {product ? (
              <ProductImage
                src={product.imageUrl}
                alt=""
                width={600}
                height={600}
                eager
                priority={i === 0}
                sizes={i === 0 ? BIG : SMALL}
                className="h-full w-full"
              />
            ) : (
              <div className="h-full w-full bg-gradient-to-br from-brand-100 to-brand-200" />
            )}
          </div>
        );
      })}
    </div>
  );
}
