import { describe, expect, it } from 'vitest';
import { createDueTimers } from './due-timers.js';

describe('due timers', () => {
  it('run every timer at the clock’s time, after reading the clock, and go on past one that fails', async () => {
    let offset = 0;
    const seen: string[] = [];
    const errors: string[] = [];
    const timers = createDueTimers(
      {
        now: () => new Date(Date.UTC(2026, 0, 1) + offset * 1000),
        refresh: async () => {
          offset = 3600;
        },
        log: (msg) => errors.push(msg),
      },
      [
        { name: 'returns: dispute windows closed', run: async () => Promise.reject(new Error('no')) },
        { name: 'ledger releases', run: async (now) => void seen.push(now.toISOString()) },
      ],
    );
    await timers.runDue();
    expect(seen).toEqual(['2026-01-01T01:00:00.000Z']);
    expect(errors).toEqual(['timer returns: dispute windows closed failed']);
  });

  it('never overlap two rounds on one instance', async () => {
    let running = 0;
    let most = 0;
    const timers = createDueTimers({ now: () => new Date(0), log: () => {} }, [
      {
        name: 'ledger releases',
        run: async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setImmediate(resolve));
          running -= 1;
        },
      },
    ]);
    await Promise.all([timers.runDue(), timers.runDue(), timers.runDue()]);
    expect(most).toBe(1);
  });
});
