import { SHOE_SIZE_SYSTEMS, type ShoeSizeSystem } from '@seamline/contract';
import { useSyncExternalStore } from 'react';

const KEY = 'seamline.shoeSizeSystem';

function stored(): ShoeSizeSystem {
  try {
    const value = localStorage.getItem(KEY);
    return (SHOE_SIZE_SYSTEMS as readonly string[]).includes(value ?? '') ? (value as ShoeSizeSystem) : 'eu';
  } catch {
    // Storage refused (private mode): EU, the system sizes are stored in.
    return 'eu';
  }
}

// One choice for the whole page: the size guide and the size buttons switch together.
let current: ShoeSizeSystem | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = (): ShoeSizeSystem => {
  current ??= stored();
  return current;
};

function choose(next: ShoeSizeSystem) {
  current = next;
  try {
    localStorage.setItem(KEY, next);
  } catch {
    // Not remembered, still shown.
  }
  for (const listener of listeners) listener();
}

/** The system the buyer reads shoe sizes in, remembered on this device. */
export function useShoeSizeSystem(): [ShoeSizeSystem, (system: ShoeSizeSystem) => void] {
  return [useSyncExternalStore(subscribe, snapshot, () => 'eu'), choose];
}

/** For tests: forget the choice read, so the next render reads storage again. */
export function resetShoeSizeSystem() {
  current = null;
}
