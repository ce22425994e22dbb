import { ROLES, STORAGE_KEYS, type SessionUser } from '@seamline/contract';

/** The session as kept in localStorage under `token` and `user` (spec §3). */
export interface StoredSession {
  token: string | null;
  user: SessionUser | null;
}

// A hand check rather than the zod schema keeps zod out of the first-visit bundle.
function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const u = value as Record<string, unknown>;
  return (
    typeof u.id === 'number' &&
    typeof u.fullName === 'string' &&
    typeof u.email === 'string' &&
    ROLES.includes(u.role as SessionUser['role'])
  );
}

export const getToken = (): string | null => localStorage.getItem(STORAGE_KEYS.token);

export function readSession(): StoredSession {
  const token = getToken();
  let user: SessionUser | null = null;
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    user = isSessionUser(parsed) ? parsed : null;
  } catch {
    // Unreadable JSON is treated as no user; the next login overwrites it.
    user = null;
  }
  return { token, user };
}

export function writeSession(token: string, user: SessionUser): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function writeUser(user: SessionUser): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
}
