import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, rateLimit: true, timeZone: 'UTC', tokenTtlHours: 24, databaseUrl: undefined, seed: true });
    expect(c.dataDir).toMatch(/data$/);
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h:5432/db',
      JWT_SECRET: 's'.repeat(32),
      LOG_LEVEL: 'warn',
      TZ: 'Europe/Berlin',
      RATE_LIMIT: 'off',
    });
    expect(c).toMatchObject({ port: 8080, dataDir: '/tmp/x', databaseUrl: 'postgres://u@h:5432/db', logLevel: 'warn', timeZone: 'Europe/Berlin', rateLimit: false });
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', TZ: 'Mars/Olympus', RATE_LIMIT: 'maybe', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const text = (err as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'TZ', 'RATE_LIMIT', 'LOG_LEVEL']) expect(text).toContain(name);
    }
  });
});
