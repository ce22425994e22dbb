import { SHOE_SIZE_SYSTEMS, type ShoeSizeSystem } from '@seamline/contract';
import { useState } from 'react';

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

/** The system the buyer reads shoe sizes in, remembered on this device. */
export function useShoeSizeSystem(): [ShoeSizeSystem, (system: ShoeSizeSystem) => void] {
  const [system, setSystem] = useState(stored);
  const choose = (next: ShoeSizeSystem) => {
    setSystem(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Not remembered, still shown.
    }
  };
  return [system, choose];
}
