import type { LoginResponse, SessionUser } from '@seamline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { onSessionExpired } from '../session-events';
import { clearSession, readSession, writeSession, writeUser } from '../session-storage';
import { AuthContext, type AuthState } from './auth-context';
import { toSessionUser } from './to-session-user';

interface Session {
  token: string | null;
  user: SessionUser | null;
}

/** Holds the session (spec §4); must sit inside the router and the QueryClientProvider. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session>({ token: null, user: null });
  const [isLoading, setLoading] = useState(true);

  useEffect(() => {
    setSession(readSession());
    setLoading(false);
  }, []);

  const reset = useCallback(() => {
    setSession({ token: null, user: null });
    // Nothing fetched for the previous user may show for the next one.
    queryClient.clear();
    navigate(paths.login);
  }, [navigate, queryClient]);

  useEffect(() => onSessionExpired(reset), [reset]);

  const signIn = useCallback(
    (response: LoginResponse) => {
      const user = toSessionUser(response);
      writeSession(response.token, user);
      queryClient.clear();
      setSession({ token: response.token, user });
      return user;
    },
    [queryClient],
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
      isLoading,
      isAuthenticated: Boolean(session.token),
      signIn,
      signOut,
      updateUser,
    }),
    [session, isLoading, signIn, signOut, updateUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
