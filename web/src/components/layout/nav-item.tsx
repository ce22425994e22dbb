import { NavLink as RouterNavLink } from '@/lib/router';
import { cn } from '@/lib/cn';

export function NavItem({ to, label, onClick, block = false }: { to: string; label: string; onClick?: () => void; block?: boolean }) {
  return (
    <RouterNavLink
      to={to}
      // The operator's Overview (/admin) is not lit on its sub-pages.
      end={to === '/home' || to === '/admin'}
      onClick={onClick}
      className={({ isActive }) =>
        cn(
          'rounded-lg px-3 text-sm font-medium transition-colors',
          block ? 'block py-2.5 text-base' : 'py-2',
          isActive ? 'bg-brand-50 text-brand-700' : 'text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900',
        )
      }
    >
      {label}
    </RouterNavLink>
  );
}
