import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The hook keeps the last path in its module; each test starts from a module no other screen has used.
let useScrollToTop: typeof import('./use-scroll-to-top').useScrollToTop;
beforeEach(async () => {
  vi.resetModules();
  ({ useScrollToTop } = await import('./use-scroll-to-top'));
});

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
