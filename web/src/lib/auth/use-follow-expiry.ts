import { type RefObject, useEffect } from 'react';
import { paths } from '@/config/paths';
import type { Location } from '@/lib/router';
import { onSessionExpired } from '../session-events';
import { isAuthPage, withReturnPath } from './return-path';

/**
 * An ended session leads to /login and, once signed in again, back where the user was: the address
 * the route guard would give too, whichever of the two acts first.
 */
export function useFollowExpiry(location: RefObject<Location>, reset: (to: string) => void) {
  useEffect(
    () =>
      onSessionExpired(() => {
        const { pathname, search, hash } = location.current;
        reset(isAuthPage(pathname) ? `${pathname}${search}` : withReturnPath(paths.login, `${pathname}${search}${hash}`));
      }),
    [location, reset],
  );
}
