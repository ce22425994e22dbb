import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';

/** Header, page, footer; the skip link lets keyboard users jump past the navigation. */
export function Layout({ cartCount, children }: { cartCount: number; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:absolute focus:left-4 focus:top-3">
        Skip to content
      </a>
      <Header cartCount={cartCount} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
    </div>
  );
}
