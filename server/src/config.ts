import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const onOff = z.enum(['on', 'off'], { error: 'must be "on" or "off"' });
const positiveInt = (fallback: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').positive('must be above 0').default(fallback);

const PERCENT = 'must be a whole number from 0 to 100';

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535, 'must be a port number').default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,40}$/, 'must be 1 to 40 letters, digits or . : _ -')
    .default('seamline:'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_SECRET_FILE: z.string().min(1).optional(),
  NODE_ENV: z.string().optional(),
  TOKEN_TTL_HOURS: positiveInt(24),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TZ: z
    .string()
    .default('UTC')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Europe/Berlin'),
  RATE_LIMIT: onOff.default('on'),
  RATE_LIMIT_REGISTER_PER_MINUTE: positiveInt(30),
  RATE_LIMIT_LOGIN_PER_MINUTE: positiveInt(60),
  LOGIN_FAILURES_BEFORE_BACKOFF: positiveInt(5),
  RATE_LIMIT_SEARCHES_PER_10_SECONDS: positiveInt(20),
  RATE_LIMIT_DEEP_PAGES_PER_MINUTE: positiveInt(60),
  LOGIN_ATTEMPTS_PER_ACCOUNT_PER_HOUR: positiveInt(50),
  RATE_LIMIT_UPLOADS_PER_MINUTE: positiveInt(30),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(off|\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
      'must be "off", a hop count, or proxy addresses (comma-separated, CIDR allowed)',
    )
    .default('off'),
  SEED: z.enum(['demo', 'on', 'off'], { error: 'must be "demo" or "off"' }).optional(),
  CACHE_SECONDS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be 0 or more').default(3),
  WEB_DIST: z.string().optional(),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:$/.test(urlProtocol(v)), 'must be smtp://host:port or smtps://host:port (user and password optional)')
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^[^<>@\s]+@[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+>$/, 'must be an address, e.g. "Seamline <shop@example.com>"')
    .default('Seamline <no-reply@localhost>'),
  PUBLIC_URL: z
    .string()
    .refine((v) => /^https?:$/.test(urlProtocol(v)), 'must be the address people open, e.g. https://shop.example.com')
    .optional(),
  MAIL_WORKER: onOff.default('on'),
  RATE_LIMIT_PASSWORD_RESETS_PER_MINUTE: positiveInt(5),
  EVENT_STREAMS_PER_CLIENT: positiveInt(50),
  EVENT_STREAMS_MAX: positiveInt(5000),
  RATE_LIMIT_LIST_PAGES_IN_FLIGHT: positiveInt(4),
  RATE_LIMIT_LIST_MISSES_PER_MINUTE: positiveInt(120),
  PAY_ON_DELIVERY_LIMIT: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount in dollars, e.g. 1000 or 1000.00')
    .default('1000'),
  RATE_LIMIT_CHECKOUTS_PER_MINUTE: positiveInt(10),
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe'], { error: 'must be "sandbox" or "stripe"' }).default('sandbox'),
  PAY_ON_DELIVERY: onOff.default('on'),
  PAYMENTS_SANDBOX_URL: z
    .string()
    .refine((v) => /^https?:$/.test(urlProtocol(v)), 'must be an http(s) address, e.g. http://127.0.0.1:3000')
    .optional(),
  PAYMENTS_SHOP_URL: z
    .string()
    .refine((v) => /^https?:$/.test(urlProtocol(v)), 'must be an http(s) address, e.g. http://127.0.0.1:3000')
    .optional(),
  PAYMENTS_RECONCILE_SECONDS: positiveInt(20),
  PAYMENTS_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  COMMISSION_PERCENT: z.coerce.number({ error: PERCENT }).int(PERCENT).min(0, PERCENT).max(100, PERCENT).default(10),
  PAYOUT_MINIMUM: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount in dollars, e.g. 10 or 10.00')
    .default('10'),
});

function urlProtocol(value: string): string {
  try {
    return new URL(value).protocol;
  } catch {
    return '';
  }
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A read replica of DATABASE_URL for catalogue reads (db/read-replica.ts). */
  databaseReadUrl: string | undefined;
  /** Redis for what instances share: kept answers, rate-limit counters, the bus. */
  redisUrl: string | undefined;
  /** Put before every Redis key and channel, so several shops can share one Redis. */
  redisKeyPrefix: string;
  jwtSecret: string | undefined;
  tokenTtlHours: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  timeZone: string;
  rateLimit: boolean;
  registerPerMinute: number;
  loginPerMinute: number;
  loginFailuresBeforeBackoff: number;
  loginAttemptsPerAccountPerHour: number;
  /** Searches one client may ask in 10 seconds (a short window, so a burst is cut short too). */
  searchesPer10Seconds: number;
  /** List pages past the first thousand products one client may ask per minute. */
  deepPagesPerMinute: number;
  /** Image uploads per vendor per minute (per instance; shared by all with REDIS_URL). */
  uploadsPerMinute: number;
  /** Fastify's trustProxy: false (the address the server sees), a hop count, or proxy addresses. */
  trustProxy: boolean | number | string[];
  /** Seed the demo shop into an empty database: on the embedded default, or when SEED=demo. */
  seed: boolean;
  /** How long the server keeps an answer (cache/kinds.ts lists every kind); 0 keeps nothing. */
  cacheSeconds: number;
  webDist: string;
  /** Where mail goes (nodemailer); unset: each message is written to the log in full. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The address links in mails start with, without a trailing slash. */
  publicUrl: string;
  /** Whether this instance sends queued mail (every instance may; each mail goes once). */
  mailWorker: boolean;
  /** 'Forgot password?' requests one client may make per minute. */
  passwordResetsPerMinute: number;
  /** Live-update streams one client address may hold open on one instance. */
  eventStreamsPerClient: number;
  /** Live-update streams one instance holds open at most (503 beyond). */
  eventStreamsMax: number;
  /** Catalogue list pages (recommended, selected, facets) one client may have running at once. */
  listPagesInFlight: number;
  /** Catalogue list pages not kept (each a database or index question) one client may ask per minute. */
  listMissesPerMinute: number;
  /** The most a buyer's unpaid pay-on-delivery orders may total, in cents (docs/architecture.md#payments). */
  payOnDeliveryLimitCents: number;
  /** Checkouts one buyer may make per minute. */
  checkoutsPerMinute: number;
  /** Who takes the money (docs/architecture.md#payments): the built-in sandbox, or Stripe. */
  paymentsProvider: 'sandbox' | 'stripe';
  /** Whether buyers may pay on delivery (the spec's empty checkout then pays on delivery). */
  payOnDelivery: boolean;
  /** Where the shop reaches the sandbox; unset: the server's own address. */
  paymentsSandboxUrl: string | undefined;
  /** The sandbox's webhook signing secret; unset: one made at start (one instance). */
  paymentsWebhookSecret: string | undefined;
  /** Where the sandbox run as a process of its own (server/dist/sandbox.js) sends its webhooks: the shop's address. */
  paymentsShopUrl: string | undefined;
  /** How often the reconciliation job settles payments left open at least this long. */
  paymentsReconcileSeconds: number;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** The commission every vendor without a rate of its own pays (docs/architecture.md#money-and-operator). */
  commissionPercent: number;
  /** The least available balance a payout run pays out, in cents (PAYOUT_MINIMUM, docs/architecture.md#money-and-operator). */
  payoutMinimumCents: number;
};

type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Reads the environment once at start-up; every bad variable is named in one error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const jwtSecret = e.JWT_SECRET ?? readSecretFile(e.JWT_SECRET_FILE);
  refuseUnsafeSettings(e, jwtSecret);
  return toConfig(e, jwtSecret);
}

/** Settings each valid alone that together would run unsafely, or not at all. */
function refuseUnsafeSettings(e: Env, jwtSecret: string | undefined): void {
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !jwtSecret) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: required in production (NODE_ENV=production with DATABASE_URL); ' +
        'set JWT_SECRET or JWT_SECRET_FILE to at least 32 random characters, e.g. `openssl rand -base64 48`',
    );
  }
  // Without SMTP every mail, reset links included, goes to the log: only for the demo, never in production.
  if (e.NODE_ENV === 'production' && !e.SMTP_URL && e.MAIL_WORKER === 'on') {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL: required in production (NODE_ENV=production); without it every mail, password reset links included, ' +
        'would be written to the log. Set SMTP_URL=smtp://host:port (or MAIL_WORKER=off on an instance that sends no mail)',
    );
  }
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  DATABASE_READ_URL: a read replica needs its primary in DATABASE_URL');
  }
  if (e.NODE_ENV === 'production' && e.PAYMENTS_PROVIDER === 'sandbox') {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENTS_PROVIDER: the sandbox takes no real money and is refused with NODE_ENV=production; set PAYMENTS_PROVIDER=stripe',
    );
  }
  if (e.PAYMENTS_PROVIDER === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  PAYMENTS_PROVIDER: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
}

/** The checked environment as the server reads it: units converted, defaults that depend on others filled. */
function toConfig(e: Env, jwtSecret: string | undefined): Config {
  const root = path.resolve(import.meta.dirname, '../..');
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    jwtSecret,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    logLevel: e.LOG_LEVEL,
    timeZone: e.TZ,
    rateLimit: e.RATE_LIMIT === 'on',
    registerPerMinute: e.RATE_LIMIT_REGISTER_PER_MINUTE,
    loginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
    loginFailuresBeforeBackoff: e.LOGIN_FAILURES_BEFORE_BACKOFF,
    loginAttemptsPerAccountPerHour: e.LOGIN_ATTEMPTS_PER_ACCOUNT_PER_HOUR,
    searchesPer10Seconds: e.RATE_LIMIT_SEARCHES_PER_10_SECONDS,
    deepPagesPerMinute: e.RATE_LIMIT_DEEP_PAGES_PER_MINUTE,
    uploadsPerMinute: e.RATE_LIMIT_UPLOADS_PER_MINUTE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    seed: e.SEED === undefined ? !e.DATABASE_URL : e.SEED !== 'off',
    cacheSeconds: e.CACHE_SECONDS,
    webDist: path.resolve(e.WEB_DIST ?? path.join(root, 'web/dist')),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    mailWorker: e.MAIL_WORKER === 'on',
    passwordResetsPerMinute: e.RATE_LIMIT_PASSWORD_RESETS_PER_MINUTE,
    eventStreamsPerClient: e.EVENT_STREAMS_PER_CLIENT,
    eventStreamsMax: e.EVENT_STREAMS_MAX,
    listPagesInFlight: e.RATE_LIMIT_LIST_PAGES_IN_FLIGHT,
    listMissesPerMinute: e.RATE_LIMIT_LIST_MISSES_PER_MINUTE,
    payOnDeliveryLimitCents: Math.round(Number(e.PAY_ON_DELIVERY_LIMIT) * 100),
    checkoutsPerMinute: e.RATE_LIMIT_CHECKOUTS_PER_MINUTE,
    paymentsProvider: e.PAYMENTS_PROVIDER,
    payOnDelivery: e.PAY_ON_DELIVERY === 'on',
    paymentsSandboxUrl: e.PAYMENTS_SANDBOX_URL?.replace(/\/+$/, ''),
    paymentsWebhookSecret: e.PAYMENTS_WEBHOOK_SECRET,
    paymentsShopUrl: e.PAYMENTS_SHOP_URL?.replace(/\/+$/, ''),
    paymentsReconcileSeconds: e.PAYMENTS_RECONCILE_SECONDS,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    commissionPercent: e.COMMISSION_PERCENT,
    payoutMinimumCents: Math.round(Number(e.PAYOUT_MINIMUM) * 100),
  };
}

function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === 'off') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((a) => a.trim());
}

function readSecretFile(file: string | undefined): string | undefined {
  if (!file) return undefined;
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    throw new ConfigError(`Invalid configuration:\n  JWT_SECRET_FILE: cannot read ${file}`);
  }
  if (secret.length < 32) throw new ConfigError('Invalid configuration:\n  JWT_SECRET_FILE: the secret must be at least 32 characters');
  return secret;
}
