import { type RefObject, useEffect, useRef } from 'react';
import { dashboardPath } from '@/config/paths';
import { type Location, useNavigate } from '@/lib/router';
import { emitSessionChange } from '../session-events';
import type { StoredSession } from '../session-storage';
import { onStoredSessionChange } from '../session-sync';
import { isAuthPage, NEXT_PARAM, safeReturnPath } from './return-path';

/**
 * Another tab signed in or out: follow it at once. A guarded page then sends a visitor to /login
 * (RouteGuard); nothing fetched for the previous user stays in the cache; a tab left on /login or
 * /register goes on to where it was going, as the tab that signed in did.
 */
export function useFollowOtherTabs(token: string | null, setSession: (session: StoredSession) => void, location: RefObject<Location>) {
  const navigate = useNavigate();
  const current = useRef(token);
  current.current = token;
  useEffect(
    () =>
      onStoredSessionChange((stored) => {
        const next: StoredSession = stored.token ? stored : { token: null, user: null };
        const changed = next.token !== current.current;
        current.current = next.token;
        setSession(next);
        if (changed) emitSessionChange();
        // The user arrives in its own event after the token: act once both are there.
        const { pathname, search } = location.current;
        if (next.user && isAuthPage(pathname)) {
          navigate(safeReturnPath(new URLSearchParams(search).get(NEXT_PARAM)) ?? dashboardPath(next.user.role), { replace: true });
        }
      }),
    [location, navigate, setSession],
  );
}
