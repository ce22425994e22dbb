import type { Category } from '@seamline/contract';
import { ArrowRight } from 'lucide-react';
import { Link } from '@/lib/router';
import { ProductImage } from '@/components/ui/product-image';
import { shopByCategory } from '@/config/paths';

// The server draws demo garment art for any kind and colour; a missing picture falls back to the placeholder.
const tiles: { category: Category; title: string; text: string; tone: string; image: string }[] = [
  {
    category: 'female',
    title: 'Women',
    text: 'Dresses, knitwear, heels and sneakers',
    tone: 'from-rose-100 to-rose-50 text-rose-900',
    image: '/images/catalog/dress/red.svg',
  },
  {
    category: 'male',
    title: 'Men',
    text: 'Shirts, jackets, boots and trainers',
    tone: 'from-sky-100 to-sky-50 text-sky-900',
    image: '/images/catalog/jacket/navy.svg',
  },
  {
    category: 'children',
    title: 'Kids',
    text: 'Play-proof clothes and comfy shoes',
    tone: 'from-amber-100 to-amber-50 text-amber-900',
    image: '/images/catalog/hoodie/mustard.svg',
  },
];

/** Three category tiles linking to the shop with a category (spec §2). */
export function CategoryTiles() {
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <h2 id="categories-heading" className="text-2xl font-bold tracking-tight text-zinc-900">
        Shop by category
      </h2>
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        {tiles.map((t) => (
          <Link
            key={t.category}
            to={shopByCategory(t.category)}
            className={`group flex min-h-52 overflow-hidden rounded-2xl bg-gradient-to-br ring-1 ring-zinc-900/5 transition-shadow hover:shadow-lg ${t.tone}`}
          >
            <span className="flex min-w-0 flex-col justify-end p-6">
              <span className="text-2xl font-bold">{t.title}</span>
              <span className="mt-1 text-sm opacity-90">{t.text}</span>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold">
                Shop {t.title} <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
              </span>
            </span>
            <span className="ml-auto flex shrink-0 items-center p-4 pl-0" aria-hidden="true">
              <ProductImage
                src={t.image}
                alt=""
                width={160}
                height={160}
                className="h-32 w-32 rounded-xl shadow-md ring-1 ring-zinc-900/5 transition-transform duration-300 group-hover:scale-105 lg:h-40 lg:w-40"
              />
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
