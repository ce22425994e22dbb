import { useEffect } from 'react';

/** The path the app last showed, kept outside the component: signing out remounts the shell. */
let shownPath: string | null = null;

/**
 * A new page starts at the top. The app's first page is left alone so a reload keeps the browser's
 * own scroll position. The last path lives outside the component, so a page reached while the
 * shell remounts (signing out, 'Log out everywhere') starts at the top too.
 */
export function useScrollToTop(pathname: string) {
  useEffect(() => {
    const previous = shownPath;
    shownPath = pathname;
    if (previous !== null && previous !== pathname) window.scrollTo(0, 0);
  }, [pathname]);
}
