/**
 * The api-client lives outside React; when it ends a session it tells whoever listens (the
 * AuthProvider), which resets its state and navigates inside the router.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Returns false when nobody listened, so the caller can fall back to a full page change. */
export function emitSessionExpired(): boolean {
  for (const listener of listeners) listener();
  return listeners.size > 0;
}
