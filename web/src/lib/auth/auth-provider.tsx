import type { LoginResponse, SessionUser } from '@seamline/contract';
import { Fragment, type ReactNode, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { dashboardPath, paths } from '@/config/paths';
import { emitSessionChange, onSessionExpired } from '../session-events';
import { clearSession, readSession, writeSession, writeUser } from '../session-storage';
import { onStoredSessionChange } from '../session-sync';
import { AuthContext, type AuthState } from './auth-context';
import { endServerSession } from './end-server-session';
import { NEXT_PARAM, safeReturnPath, withReturnPath } from './return-path';
import { toSessionUser } from './to-session-user';

interface Session {
  token: string | null;
  user: SessionUser | null;
}

/** Holds the session (spec §4); must sit inside the router. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // Read during the first render: localStorage answers at once, so the app renders once on start
  // rather than twice (a whole second render is a long task on a slow phone). Hence never loading.
  const [session, setSession] = useState<Session>(readSession);

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

  // An ended session leads to /login and, once signed in again, back where the user was:
  // the address the route guard would give too, whichever of the two acts first.
  useEffect(
    () =>
      onSessionExpired(() => {
        const { pathname, search, hash } = location.current;
        const onAuthPage = pathname === paths.login || pathname === paths.register;
        reset(onAuthPage ? `${pathname}${search}` : withReturnPath(paths.login, `${pathname}${search}${hash}`));
      }),
    [reset],
  );

  // Another tab signed in or out: follow it at once. A guarded page then sends a visitor to /login
  // (RouteGuard); nothing fetched for the previous user stays in the cache; a tab left on /login or
  // /register goes on to where it was going, as the tab that signed in did.
  const token = useRef(session.token);
  token.current = session.token;
  useEffect(
    () =>
      onStoredSessionChange((stored) => {
        const next: Session = stored.token ? stored : { token: null, user: null };
        const changed = next.token !== token.current;
        token.current = next.token;
        setSession(next);
        if (changed) emitSessionChange();
        // The user arrives in its own event after the token: act once both are there.
        const { pathname, search } = location.current;
        if (next.user && (pathname === paths.login || pathname === paths.register)) {
          navigate(safeReturnPath(new URLSearchParams(search).get(NEXT_PARAM)) ?? dashboardPath(next.user.role), { replace: true });
        }
      }),
    [navigate],
  );

  const signIn = useCallback((response: LoginResponse) => {
    const user = toSessionUser(response);
    writeSession(response.token, user);
    emitSessionChange();
    setSession({ token: response.token, user });
    return user;
  }, []);

  const signOut = useCallback(() => {
    endServerSession();
    clearSession();
    reset();
  }, [reset]);

  const updateUser = useCallback<AuthState['updateUser']>((patch) => {
    setSession((s) => {
      if (!s.user) return s;
      const user = { ...s.user, ...patch };
      writeUser(user);
      return { ...s, user };
    });
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      ...session,
      isLoading: false,
      isAuthenticated: Boolean(session.token),
      signIn,
      signOut,
      updateUser,
    }),
    [session, signIn, signOut, updateUser],
  );

  // A different user (or none) gets a fresh app below: no screen keeps the previous user's data.
  return (
    <AuthContext.Provider value={value}>
      <Fragment key={session.user?.id ?? 'visitor'}>{children}</Fragment>
    </AuthContext.Provider>
  );
}
