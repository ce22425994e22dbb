import type { LoginResponse, SessionUser } from '@seamline/contract';
import { Fragment, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { emitSessionChange, onSessionExpired } from '../session-events';
import { clearSession, readSession, writeSession, writeUser } from '../session-storage';
import { onStoredSessionChange } from '../session-sync';
import { AuthContext, type AuthState } from './auth-context';
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

  const reset = useCallback(() => {
    setSession({ token: null, user: null });
    // Nothing fetched for the previous user may show for the next one.
    emitSessionChange();
    navigate(paths.login);
  }, [navigate]);

  useEffect(() => onSessionExpired(reset), [reset]);

  // Another tab signed in or out: follow it at once. A guarded page then sends a visitor to /login
  // (RouteGuard); nothing fetched for the previous user stays in the cache.
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
      }),
    [],
  );

  const signIn = useCallback(
    (response: LoginResponse) => {
      const user = toSessionUser(response);
      writeSession(response.token, user);
      emitSessionChange();
      setSession({ token: response.token, user });
      return user;
    },
    [],
  );

  const signOut = useCallback(() => {
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
