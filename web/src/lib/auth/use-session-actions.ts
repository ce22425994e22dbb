import type { LoginResponse } from '@seamline/contract';
import { type Dispatch, type SetStateAction, useCallback, useMemo } from 'react';
import { emitSessionChange } from '../session-events';
import { clearSession, type StoredSession, writeSession, writeUser } from '../session-storage';
import type { AuthState } from './auth-context';
import { endServerSession } from './end-server-session';
import { toSessionUser } from './to-session-user';

/** What the app sees of the session: who is signed in, and signing in, out and keeping the user in step. */
export function useSessionActions(
  session: StoredSession,
  setSession: Dispatch<SetStateAction<StoredSession>>,
  reset: () => void,
): AuthState {
  const signIn = useCallback(
    (response: LoginResponse) => {
      const user = toSessionUser(response);
      writeSession(response.token, user);
      emitSessionChange();
      setSession({ token: response.token, user });
      return user;
    },
    [setSession],
  );

  const signOut = useCallback(() => {
    endServerSession();
    clearSession();
    reset();
  }, [reset]);

  const updateUser = useCallback<AuthState['updateUser']>(
    (patch) => {
      setSession((s) => {
        if (!s.user) return s;
        const user = { ...s.user, ...patch };
        writeUser(user);
        return { ...s, user };
      });
    },
    [setSession],
  );

  return useMemo<AuthState>(
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
}
