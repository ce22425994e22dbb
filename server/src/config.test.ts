import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

/** A real provider, as production needs (docs/architecture.md#payments). */
const STRIPE = { PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_config', STRIPE_WEBHOOK_SECRET: 'whsec_config' };

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      rateLimit: true,
      timeZone: 'UTC',
      tokenTtlHours: 24,
      databaseUrl: undefined,
      seed: true,
      trustProxy: false,
    });
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
    expect(c).toMatchObject({
      port: 8080,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@h:5432/db',
      logLevel: 'warn',
      timeZone: 'Europe/Berlin',
      rateLimit: false,
    });
  });

  it('reads the settings of several instances, and refuses bad ones', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: undefined, databaseReadUrl: undefined, redisKeyPrefix: 'seamline:' });
    const c = loadConfig({
      DATABASE_URL: 'postgres://p/db',
      DATABASE_READ_URL: 'postgres://r/db',
      REDIS_URL: 'redis://127.0.0.1:6379/2',
      REDIS_KEY_PREFIX: 'shop1:',
    });
    expect(c).toMatchObject({ databaseReadUrl: 'postgres://r/db', redisUrl: 'redis://127.0.0.1:6379/2', redisKeyPrefix: 'shop1:' });
    expect(() => loadConfig({ REDIS_URL: 'http://x', REDIS_KEY_PREFIX: 'a b' })).toThrow(
      /REDIS_URL: must start with redis:\/\/[\s\S]*REDIS_KEY_PREFIX/,
    );
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://r/db' })).toThrow(
      'DATABASE_READ_URL: a read replica needs its primary in DATABASE_URL',
    );
  });

  it('reads COMMISSION_PERCENT (default 10) and refuses what is not a whole percent', () => {
    expect(loadConfig({}).commissionPercent).toBe(10);
    expect(loadConfig({ COMMISSION_PERCENT: '0' }).commissionPercent).toBe(0);
    expect(loadConfig({ COMMISSION_PERCENT: '15' }).commissionPercent).toBe(15);
    expect(loadConfig({}).payoutMinimumCents).toBe(1000);
    expect(loadConfig({ PAYOUT_MINIMUM: '25.50' }).payoutMinimumCents).toBe(2550);
    expect(() => loadConfig({ PAYOUT_MINIMUM: '-1' })).toThrow(/PAYOUT_MINIMUM/);
    for (const bad of ['101', '-1', '7.5', 'ten']) {
      expect(() => loadConfig({ COMMISSION_PERCENT: bad })).toThrow('COMMISSION_PERCENT: must be a whole number from 0 to 100');
    }
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        TZ: 'Mars/Olympus',
        RATE_LIMIT: 'maybe',
        LOG_LEVEL: 'loud',
      });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const text = (err as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'TZ', 'RATE_LIMIT', 'LOG_LEVEL']) expect(text).toContain(name);
    }
  });

  it('reads the mail settings, with links on localhost by default', () => {
    expect(loadConfig({ PORT: '8080' })).toMatchObject({
      smtpUrl: undefined,
      publicUrl: 'http://localhost:8080',
      mailWorker: true,
      mailFrom: 'Seamline <no-reply@localhost>',
    });
    const c = loadConfig({
      SMTP_URL: 'smtp://user:pw@mail.example.com:587',
      PUBLIC_URL: 'https://shop.example.com/',
      MAIL_FROM: 'Shop <shop@example.com>',
      MAIL_WORKER: 'off',
    });
    expect(c).toMatchObject({
      smtpUrl: 'smtp://user:pw@mail.example.com:587',
      publicUrl: 'https://shop.example.com',
      mailFrom: 'Shop <shop@example.com>',
      mailWorker: false,
    });
  });

  it('names each bad mail setting', () => {
    try {
      loadConfig({ SMTP_URL: 'http://mail.example.com', PUBLIC_URL: 'shop.example.com', MAIL_FROM: 'nobody', MAIL_WORKER: 'sometimes' });
      expect.unreachable();
    } catch (err) {
      const text = (err as Error).message;
      for (const name of ['SMTP_URL', 'PUBLIC_URL', 'MAIL_FROM', 'MAIL_WORKER']) expect(text).toContain(name);
    }
  });

  it('seeds the demo only into the embedded database, or when asked', () => {
    expect(loadConfig({}).seed).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seed).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED: 'demo' }).seed).toBe(true);
    expect(loadConfig({ SEED: 'off' }).seed).toBe(false);
  });

  it('refuses to start in production on PostgreSQL without a signing secret, and says how to make one', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db', SMTP_URL: 'smtp://mail.example:587', ...STRIPE };
    expect(() => loadConfig(production)).toThrow(/JWT_SECRET.*openssl rand/s);
    expect(loadConfig({ ...production, JWT_SECRET: 's'.repeat(32) }).jwtSecret).toBe('s'.repeat(32));
    const dir = mkdtempSync(path.join(os.tmpdir(), 'seamline-secret-'));
    try {
      writeFileSync(path.join(dir, 'secret'), `${'f'.repeat(40)}\n`);
      expect(loadConfig({ ...production, JWT_SECRET_FILE: path.join(dir, 'secret') }).jwtSecret).toBe('f'.repeat(40));
      expect(() => loadConfig({ ...production, JWT_SECRET_FILE: path.join(dir, 'missing') })).toThrow(/JWT_SECRET_FILE/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // The embedded default and development keep generating one.
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587', ...STRIPE }).jwtSecret).toBeUndefined();
  });

  it('refuses to start in production without SMTP_URL, so no mail (and no reset link) is ever written to the log', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db', JWT_SECRET: 's'.repeat(32), ...STRIPE };
    for (const env of [production, { NODE_ENV: 'production', ...STRIPE }])
      expect(() => loadConfig(env)).toThrow(/SMTP_URL: required in production/);
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail.example:587' }).smtpUrl).toBe('smtp://mail.example:587');
    // An instance that sends no mail needs none; the demo (no NODE_ENV) still logs its mail.
    expect(loadConfig({ ...production, MAIL_WORKER: 'off' }).mailWorker).toBe(false);
    expect(loadConfig({}).smtpUrl).toBeUndefined();
  });

  it('takes payments by the sandbox and on delivery by default; production refuses the sandbox, naming PAYMENTS_PROVIDER', () => {
    const mail = { SMTP_URL: 'smtp://mail.example:587' };
    expect(loadConfig({})).toMatchObject({ paymentsProvider: 'sandbox', payOnDelivery: true });
    expect(loadConfig({ PAY_ON_DELIVERY: 'off' }).payOnDelivery).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', ...mail })).toThrow(/PAYMENTS_PROVIDER: .*NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox', ...mail })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'paypal' })).toThrow(/PAYMENTS_PROVIDER: must be "sandbox" or "stripe"/);
    expect(loadConfig({ NODE_ENV: 'production', ...STRIPE, ...mail }).paymentsProvider).toBe('stripe');
  });
});
