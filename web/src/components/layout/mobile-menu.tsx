import { LABELS, type Role } from '@seamline/contract';
import { LogOut } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths, profilePath } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { NavItem } from './nav-item';
import { navLinks } from './nav-links';

export interface MobileMenuProps {
  role: Role | undefined;
  /** Called when a link is followed, so the menu closes (spec §2). */
  onNavigate: () => void;
}

export function MobileMenu({ role, onNavigate }: MobileMenuProps) {
  const { user, signOut } = useAuth();
  const menu = useRef<HTMLElement>(null);

  // Escape, or a tap or click anywhere outside the menu, closes it (on click, not on touch start, so
  // nothing under the finger moves before the tap lands). The menu button toggles it itself.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onNavigate();
    const onClick = (e: MouseEvent) => {
      // The path as it was when the click happened: the menu button's icon is redrawn on the same click.
      const inside = e
        .composedPath()
        .some((node) => node === menu.current || (node instanceof Element && node.getAttribute('aria-controls') === 'mobile-menu'));
      if (!inside) onNavigate();
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [onNavigate]);

  const links = [...navLinks(role)];
  if (role === 'buyer') links.push({ to: paths.buyer.cart, label: 'Cart' });
  const profile = role && profilePath(role);
  if (profile) links.push({ to: profile, label: 'Profile' });
  else links.push({ to: paths.login, label: LABELS.login }, { to: paths.register, label: LABELS.register });

  return (
    <nav ref={menu} id="mobile-menu" aria-label="Mobile" className="border-t border-zinc-200 bg-white px-4 pb-4 pt-2 lg:hidden">
      {user && role && (
        <p className="flex items-center gap-2 px-3 py-2 text-sm text-zinc-700">
          Hello, <span className="font-medium text-zinc-900">{user.fullName}</span>
          <Badge tone="brand" className="capitalize">
            {role}
          </Badge>
        </p>
      )}
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <NavItem {...link} block onClick={onNavigate} />
          </li>
        ))}
      </ul>
      {role && (
        <Button
          variant="secondary"
          className="mt-3 w-full"
          onClick={() => {
            onNavigate();
            signOut();
          }}
        >
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Logout
        </Button>
      )}
    </nav>
  );
}
