import { describe, expect, it, vi } from 'vitest';

describe('zod-jitless', () => {
  it('turns zod eval probing off before any schema is built', async () => {
    vi.resetModules();
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const compile = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string() });
    expect(schema.parse({ name: 'Ann' })).toEqual({ name: 'Ann' });
    expect(compile).not.toHaveBeenCalled();
  });
});
