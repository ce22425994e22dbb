import { Fragment, type ReactNode, startTransition, useCallback, useRef, useState } from 'react';
import { paths } from '@/config/paths';
import { useLocation, useNavigate } from '@/lib/router';
import { emitSessionChange } from '../session-events';
import { readSession, type StoredSession } from '../session-storage';
import { AuthContext } from './auth-context';
import { useFollowExpiry } from './use-follow-expiry';
import { useFollowOtherTabs } from './use-follow-other-tabs';
import { useSessionActions } from './use-session-actions';

/** Holds the session (spec §4); must sit inside the router. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // Read during the first render: localStorage answers at once, so the app renders once on start
  // rather than twice (a whole second render is a long task on a slow phone). Hence never loading.
  const [session, setSession] = useState<StoredSession>(readSession);

  // Where the user is now, for the listeners below, which subscribe once.
  const here = useLocation();
  const location = useRef(here);
  location.current = here;

  const reset = useCallback(
    (to: string = paths.login) => {
      // Nothing fetched for the previous user may show for the next one.
      emitSessionChange();
      navigate(to);
      // The router changes page in a transition; the session ends in the same one, so a guarded page
      // is never drawn without a session (its guard would send it to /login?next=… instead).
      startTransition(() => setSession({ token: null, user: null }));
    },
    [navigate],
  );

  useFollowExpiry(location, reset);
  useFollowOtherTabs(session.token, setSession, location);
  const value = useSessionActions(session, setSession, reset);

  // A different user (or none) gets a fresh app below: no screen keeps the previous user's data.
  return (
    <AuthContext.Provider value={value}>
      <Fragment key={session.user?.id ?? 'visitor'}>{children}</Fragment>
    </AuthContext.Provider>
  );
}
