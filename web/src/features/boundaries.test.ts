import { describe, expect, it } from 'vitest';

// Features do not import each other; they meet only in the route modules (src/app), and what two
// of them share lives in src/components or src/lib.

/** Every source file under src/features, keyed './<area>/…' (Vite reads them at build time). */
const sources = import.meta.glob<string>('./**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

const SPECIFIER =
  /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]|\bvi\.mock\(\s*['"]([^'"]+)['"]/g;

/** The module specifiers a source file names: static and dynamic imports, re-exports, mocks. */
export function importSpecifiers(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].flatMap((m) => m.slice(1).filter((s): s is string => s !== undefined));
}

/** `./a/b/../c` → `a/c`: a path relative to src/features, normalised. */
function normalise(parts: string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return out;
}

/** The feature area a specifier in `file` (a './<area>/…' key) points into, if any. */
export function targetArea(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('@/features/')) return specifier.split('/')[2];
  if (!specifier.startsWith('.')) return undefined;
  const from = normalise(file.split('/').slice(0, -1));
  const to = normalise([...from, ...specifier.split('/')]);
  // Climbing out of src/features (e.g. to ../../lib) leaves the features behind.
  const climbs = specifier.split('/').filter((p) => p === '..').length;
  return climbs > from.length ? undefined : to[0];
}

/** 'file → specifier' for each import of one feature area from another. */
export function crossFeatureImports(files: Record<string, string>): string[] {
  return Object.entries(files).flatMap(([file, source]) => {
    const area = normalise(file.split('/'))[0];
    if (!area || !file.slice(2).includes('/')) return []; // a file beside the areas, like this one
    return importSpecifiers(source)
      .filter((specifier) => {
        const target = targetArea(file, specifier);
        return target !== undefined && target !== area;
      })
      .map((specifier) => `${file} → ${specifier}`);
  });
}

describe('feature boundaries', () => {
  it('finds the source files', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    expect(Object.keys(sources)).toContain('./cart/components/cart-provider.tsx');
  });

  it('no feature imports another feature', () => {
    expect(crossFeatureImports(sources)).toEqual([]);
  });

  it('catches an import of another feature by alias, by relative path, dynamically or in a mock', () => {
    const files = {
      './cart/a.ts': "import { x } from '@/features/orders/api/get-orders';",
      './cart/components/b.tsx': "export { y } from '../../products/lib/product-filters';",
      './cart/components/c.tsx': "const Lazy = lazy(() => import('../../reviews/components/review-form'));",
      './cart/d.test.ts': "vi.mock('@/features/auth/api/login', () => ({}));",
      './cart/components/ok.tsx': [
        "import { useCart } from '../hooks/use-cart';",
        "import { cn } from '@/lib/cn';",
        "import { Button } from '../../../components/ui/button';",
        "import type { CartItem } from '@seamline/contract';",
        "import './cart.css';",
      ].join('\n'),
    };
    expect(crossFeatureImports(files)).toEqual([
      './cart/a.ts → @/features/orders/api/get-orders',
      './cart/components/b.tsx → ../../products/lib/product-filters',
      './cart/components/c.tsx → ../../reviews/components/review-form',
      './cart/d.test.ts → @/features/auth/api/login',
    ]);
  });
});
