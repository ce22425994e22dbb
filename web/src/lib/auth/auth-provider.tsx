import type { LoginResponse, SessionUser } from '@seamline/contract';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { emitSessionChange, onSessionExpired } from '../session-events';
import { clearSession, readSession, writeSession, writeUser } from '../session-storage';
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

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
