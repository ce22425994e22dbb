import { STORAGE_KEYS } from '@seamline/contract';
import { readSession, type StoredSession } from './session-storage';

const sessionKeys: readonly (string | null)[] = [STORAGE_KEYS.token, STORAGE_KEYS.user, null];

/**
 * Another tab signed in, signed out or saved its profile. The browser fires `storage` in every
 * other tab of the origin when localStorage changes (never in the tab that wrote), so each tab
 * follows the others at once. The listener gets the session as it is stored now; a `null` key
 * means the whole storage was cleared.
 */
export function onStoredSessionChange(listener: (session: StoredSession) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== localStorage) return;
    if (!sessionKeys.includes(event.key)) return;
    listener(readSession());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
