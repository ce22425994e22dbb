import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useScrollToTop } from './use-scroll-to-top';

describe('useScrollToTop', () => {
  it('scrolls to the top when the path changes, not on the first render', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { rerender } = renderHook(({ path }) => useScrollToTop(path), { initialProps: { path: '/a' } });
    expect(scrollTo).not.toHaveBeenCalled();
    rerender({ path: '/a' });
    expect(scrollTo).not.toHaveBeenCalled();
    rerender({ path: '/b' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
