/**
 * Session news for code outside React or outside the app shell. When the api-client ends a
 * session it tells whoever listens (the AuthProvider), which resets its state and navigates
 * inside the router; when a user signs in or out, the query cache (lib/query-client.ts) empties.
 */
type Listener = () => void;
const expiredListeners = new Set<Listener>();
const changeListeners = new Set<Listener>();

// A session that ended before anyone listened (an answer that came in before the app shell's first
// effects ran): the first listener hears of it at once, so the ending is always the same (toast,
// /login), never a full page load that would lose the toast.
let missedExpiry = false;

export function onSessionExpired(listener: Listener): () => void {
  expiredListeners.add(listener);
  if (missedExpiry) {
    missedExpiry = false;
    listener();
  }
  return () => expiredListeners.delete(listener);
}

/** Tells the listeners; with none yet, the first to subscribe is told. */
export function emitSessionExpired(): void {
  if (expiredListeners.size === 0) missedExpiry = true;
  for (const listener of expiredListeners) listener();
}

export function onSessionChange(listener: Listener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** A user signed in or out: nothing fetched for the previous one may show for the next. */
export function emitSessionChange(): void {
  for (const listener of changeListeners) listener();
}
