import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useScrollToTop } from './use-scroll-to-top';

describe('useScrollToTop', () => {
  it('scrolls to the top when the path changes, not on the first render, and after a remount on a new path too', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { rerender, unmount } = renderHook(({ path }) => useScrollToTop(path), { initialProps: { path: '/a' } });
    expect(scrollTo).not.toHaveBeenCalled();
    rerender({ path: '/a' });
    expect(scrollTo).not.toHaveBeenCalled();
    rerender({ path: '/b' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    // Signing out remounts the shell on /login: the new page still starts at the top.
    unmount();
    scrollTo.mockClear();
    renderHook(({ path }) => useScrollToTop(path), { initialProps: { path: '/login' } });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
