import { useEffect, useRef } from 'react';

/**
 * A new page starts at the top. The first render is left alone so a reload keeps the browser's
 * own scroll position.
 */
export function useScrollToTop(pathname: string) {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
}
