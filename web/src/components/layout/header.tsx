import { LABELS } from '@seamline/contract';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { Brand } from './brand';
import { CartLink } from './cart-link';
import { MobileMenu } from './mobile-menu';
import { NavItem } from './nav-item';
import { navLinks } from './nav-links';
import { UserMenu } from './user-menu';

export function Header({ cartCount }: { cartCount: number }) {
  const { user, isAuthenticated } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const role = isAuthenticated ? user?.role : undefined;

  // A page change (link, back button) closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  return (
    <header className="sticky top-0 z-30 border-b border-zinc-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Brand />
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 lg:flex">
          {navLinks(role).map((link) => (
            <NavItem key={link.to} {...link} />
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          {role === 'buyer' && <CartLink count={cartCount} />}
          <div className="hidden lg:block">
            {role ? (
              <UserMenu />
            ) : (
              <div className="flex items-center gap-2">
                <Link to={paths.login} className={buttonClasses('ghost', 'sm')}>
                  {LABELS.login}
                </Link>
                <Link to={paths.register} className={buttonClasses('primary', 'sm')}>
                  {LABELS.register}
                </Link>
              </div>
            )}
          </div>
          <button
            type="button"
            className="flex h-10 w-10 items-center justify-center rounded-lg text-zinc-700 hover:bg-zinc-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="h-5 w-5" aria-hidden="true" /> : <Menu className="h-5 w-5" aria-hidden="true" />}
          </button>
        </div>
      </div>
      {menuOpen && <MobileMenu role={role} onNavigate={() => setMenuOpen(false)} />}
    </header>
  );
}
