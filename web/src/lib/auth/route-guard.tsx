import type { Role } from '@seamline/contract';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from '@/lib/router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths, wrongRolePath } from '@/config/paths';
import { withReturnPath } from './return-path';
import { useAuth } from './use-auth';

export interface RouteGuardProps {
  requiredRole: Role;
  /** docs/architecture.md#server-rules: the shop and product pages are open to visitors too. */
  allowGuests?: boolean;
  children?: ReactNode;
}

/**
 * Spec §2: spinner while the session loads; no session → /login; wrong role → own dashboard, any other case → /.
 * /login remembers the page (`?next=`), so signing in leads back to it.
 */
export function RouteGuard({ requiredRole, allowGuests = false, children }: RouteGuardProps) {
  const { isLoading, isAuthenticated, user } = useAuth();
  const location = useLocation();
  const page = children ?? <Outlet />;

  if (isLoading) return <PageSpinner screen />;
  if (!isAuthenticated)
    return allowGuests ? page : <Navigate to={withReturnPath(paths.login, location.pathname + location.search + location.hash)} replace />;
  if (user?.role !== requiredRole) return <Navigate to={wrongRolePath(requiredRole, user?.role)} replace />;
  return page;
}
