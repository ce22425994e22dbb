import type { LoginResponse, SessionUser } from '@seamline/contract';
import { createContext } from 'react';

export interface AuthState {
  user: SessionUser | null;
  token: string | null;
  /** True until the session is known; RouteGuard shows a spinner meanwhile (spec §2). The
   *  localStorage session is read synchronously, so AuthProvider never reports loading. */
  isLoading: boolean;
  /** Spec §4: authenticated when a token exists. */
  isAuthenticated: boolean;
  /** Stores the login response as the session and returns the user. */
  signIn: (response: LoginResponse) => SessionUser;
  /** Clears the session and goes to /login. */
  signOut: () => void;
  /** Keeps the stored user in step after a profile save. */
  updateUser: (patch: Partial<Pick<SessionUser, 'fullName' | 'preferences' | 'vendorName'>>) => void;
}

export const AuthContext = createContext<AuthState | null>(null);
