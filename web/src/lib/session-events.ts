/**
 * Session news for code outside React or outside the app shell. When the api-client ends a
 * session it tells whoever listens (the AuthProvider), which resets its state and navigates
 * inside the router; when a user signs in or out, the query cache (lib/query-client.ts) empties.
 */
type Listener = () => void;
const expiredListeners = new Set<Listener>();
const changeListeners = new Set<Listener>();

export function onSessionExpired(listener: Listener): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

/** Returns false when nobody listened, so the caller can fall back to a full page change. */
export function emitSessionExpired(): boolean {
  for (const listener of expiredListeners) listener();
  return expiredListeners.size > 0;
}

export function onSessionChange(listener: Listener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** A user signed in or out: nothing fetched for the previous one may show for the next. */
export function emitSessionChange(): void {
  for (const listener of changeListeners) listener();
}
