import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { API_MESSAGES, LIMITS } from '@seamline/contract';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Bus, createLocalBus } from './bus/bus.js';
import { busKey, createTokenService, resolveSecret } from './auth/tokens.js';
import { signedBus } from './bus/signed-bus.js';
import { databaseSessions } from './domain/users/sessions.js';
import { createTickets } from './events/tickets.js';
import type { Clock, KeptStore } from './cache/memory-store.js';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { ReadReplica } from './db/read-replica.js';
import type { Statements } from './db/statements.js';
import { apiDocsPlugin } from './plugins/api-docs.js';
import { authPlugin } from './plugins/auth.js';
import { registerErrorHandler } from './http/error-handler.js';
import { inFlightLimitPlugin } from './plugins/in-flight-limit.js';
import { jsonBodyPlugin } from './plugins/json-body.js';
import { keptAnswersPlugin } from './plugins/kept-answers.js';
import { catalogueIndexPlugin } from './plugins/catalogue-index.js';
import { liveEventsPlugin } from './plugins/live-events.js';
import { mailPlugin } from './plugins/mail.js';
import { readReplicaPlugin } from './plugins/read-replica.js';
import { nulGuardPlugin } from './plugins/nul-guard.js';
import { orphanedImagesPlugin } from './plugins/orphaned-images.js';
import { pagedListsPlugin } from './plugins/paged-lists.js';
import { sharedOrLocalStore } from './plugins/rate-limit-store.js';
import { routeListPlugin } from './plugins/route-list.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { sessionsPlugin } from './plugins/sessions.js';
import { registerWebApp } from './plugins/web-app.js';
import { adminRoutes } from './routes/admin/index.js';
import { keepDefaultCommission } from './domain/ledger/commission.js';
import { buyerAccountRoutes } from './routes/buyer/account.js';
import { catalogueRoutes } from './routes/buyer/catalogue.js';
import { eventRoutes } from './routes/events/index.js';
import { imageRoutes } from './routes/images.js';
import { registrationRoutes } from './routes/registration/index.js';
import { sessionRoutes } from './routes/session/index.js';
import { vendorRoutes } from './routes/vendor/index.js';
import { wishlistRoutes } from './routes/buyer/wishlist.js';
import { fitRoutes } from './routes/buyer/fit.js';
import { shopRoutes } from './routes/shops/index.js';
import { buyerPaymentRoutes, paymentRoutes } from './routes/payments.js';
import { type PaymentsPluginOptions, paymentsPlugin } from './payments/plugin.js';
import { stripeProvider } from './payments/stripe.js';
import { adminReturnRoutes, buyerReturnRoutes, vendorReturnRoutes } from './routes/returns/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Raw SQL, prepared by name where the driver can (db/statements.ts). */
    statements: Statements;
    /** What instances tell each other (bus/bus.ts): in-process unless a shared one is given. */
    bus: Bus;
  }
}

export type AppConfig = Pick<
  Config,
  | 'jwtSecret'
  | 'tokenTtlHours'
  | 'logLevel'
  | 'timeZone'
  | 'rateLimit'
  | 'registerPerMinute'
  | 'loginPerMinute'
  | 'loginFailuresBeforeBackoff'
  | 'loginAttemptsPerAccountPerHour'
  | 'searchesPer10Seconds'
  | 'deepPagesPerMinute'
  | 'uploadsPerMinute'
  | 'trustProxy'
  | 'cacheSeconds'
  | 'webDist'
  | 'smtpUrl'
  | 'mailFrom'
  | 'publicUrl'
  | 'mailWorker'
  | 'passwordResetsPerMinute'
  | 'eventStreamsPerClient'
  | 'eventStreamsMax'
  | 'listPagesInFlight'
  | 'listMissesPerMinute'
  | 'payOnDeliveryLimitCents'
  | 'checkoutsPerMinute'
  | 'paymentsProvider'
  | 'payOnDelivery'
  | 'paymentsSandboxUrl'
  | 'paymentsWebhookSecret'
  | 'paymentsReconcileSeconds'
  | 'stripeSecretKey'
  | 'stripeWebhookSecret'
  | 'commissionPercent'
  | 'payoutMinimumCents'
> &
  Partial<Pick<Config, 'redisKeyPrefix'>> & {
    /** The clock of kept answers, tokens and tickets; tests pass one they can move. */
    now?: Clock;
    /** Where the log goes (standard output when unset); tests read it. */
    logStream?: { write(line: string): void };
    /** What each vendor's uploads may take up; LIMITS.uploadQuotaBytes unless a test sets less. */
    uploadQuotaBytes?: number;
    /** The channel between instances; an in-process one when unset. */
    bus?: Bus;
    /** Where kept answers live; this process's memory when unset (cache/redis-store.ts shares them). */
    keptStore?: KeptStore;
    /** Redis for the rate-limit counters every instance shares; this process's memory when unset. */
    redis?: Redis;
    /** A streaming replica for catalogue reads (DATABASE_READ_URL); the primary when unset. */
    readReplica?: ReadReplica;
    /** Payments' knobs tests turn (provider timeout, reconciliation job). */
    payments?: Pick<PaymentsPluginOptions, 'providerTimeoutMs' | 'reconcile' | 'reconcileEverySeconds' | 'stripe'>;
  };

const BODY_LIMIT = 1024 * 1024;

/** TRUST_PROXY as a hop count: the nearest `hops` proxies may name who called them. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the whole app as a plugin tree: external plugins, then app plugins, then routes. */
export async function buildApp(config: AppConfig, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, ...(config.logStream ? { stream: config.logStream } : {}) },
    // One line per request only when debugging; errors are always logged.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
    bodyLimit: BODY_LIMIT,
    // Only a configured proxy may name the client (TRUST_PROXY); otherwise the address is the one the server sees.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('statements', database.statements);
  const secret = await resolveSecret(database.db, config.jwtSecret);
  // Messages from a bus (Redis) that lacks the key are dropped (bus/signed-bus.ts).
  app.decorate('bus', signedBus(config.bus ?? createLocalBus(), busKey(secret)));
  registerErrorHandler(app);

  await app.register(routeListPlugin);
  await app.register(nulGuardPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compress, { threshold: 1024 });
  // With Redis, counters are shared by every instance; while it is away each process counts its own.
  await app.register(rateLimit, {
    global: false,
    ...(config.redis ? { store: sharedOrLocalStore(config.redis, `${config.redisKeyPrefix ?? 'seamline:'}rate:`) } : {}),
  });
  await app.register(inFlightLimitPlugin);
  await app.register(apiDocsPlugin);
  await app.register(readReplicaPlugin, { replica: config.readReplica });
  await app.register(keptAnswersPlugin, { ttlSeconds: config.cacheSeconds, now: config.now, store: config.keptStore, bus: app.bus });
  await app.register(catalogueIndexPlugin, { bus: app.bus, now: config.now });
  await app.register(pagedListsPlugin);

  const now = config.now ?? Date.now;
  const sessions = databaseSessions(database.db, now);
  const tokens = createTokenService(secret, config.tokenTtlHours, app.kept.remember('tokens'), now, sessions, config.cacheSeconds * 1000);
  await app.register(authPlugin, { tokens });
  await app.register(sessionsPlugin);
  await app.register(liveEventsPlugin, { now });
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    publicUrl: config.publicUrl,
    run: config.mailWorker,
    now,
  });

  await app.register(paymentsPlugin, {
    provider: config.paymentsProvider,
    payOnDelivery: config.payOnDelivery,
    sandboxUrl: config.paymentsSandboxUrl,
    webhookSecret: config.paymentsWebhookSecret,
    reconcileEverySeconds: config.paymentsReconcileSeconds,
    now,
    // PGlite runs one statement at a time: webhooks sent together would only queue in front of checkouts.
    webhooksAtOnce: database.kind === 'pglite' ? 1 : undefined,
    ...(config.stripeSecretKey && config.stripeWebhookSecret
      ? {
          stripe: () =>
            stripeProvider({ secretKey: config.stripeSecretKey as string, webhookSecret: config.stripeWebhookSecret as string }),
        }
      : {}),
    ...config.payments,
  });

  app.get('/api/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  await app.register(registrationRoutes, {
    prefix: '/api/registration',
    rateLimit: config.rateLimit,
    now,
    registerPerMinute: config.registerPerMinute,
    loginPerMinute: config.loginPerMinute,
    loginFailuresBeforeBackoff: config.loginFailuresBeforeBackoff,
    loginAttemptsPerAccountPerHour: config.loginAttemptsPerAccountPerHour,
    passwordResetsPerMinute: config.passwordResetsPerMinute,
  });
  await app.register(sessionRoutes, {
    prefix: '/api/session',
    rateLimit: config.rateLimit,
    now,
    passwordChangesPerMinute: config.loginPerMinute,
    loginFailuresBeforeBackoff: config.loginFailuresBeforeBackoff,
    loginAttemptsPerAccountPerHour: config.loginAttemptsPerAccountPerHour,
  });
  await app.register(eventRoutes, {
    prefix: '/api/events',
    tickets: createTickets(secret, now, database.db),
    perClient: config.eventStreamsPerClient,
    max: config.eventStreamsMax,
    now,
  });
  await app.register(catalogueRoutes, {
    prefix: '/api/buyer',
    rateLimit: config.rateLimit,
    searchesPer10Seconds: config.searchesPer10Seconds,
    deepPagesPerMinute: config.deepPagesPerMinute,
    listPagesInFlight: config.listPagesInFlight,
    listMissesPerMinute: config.listMissesPerMinute,
  });
  await app.register(buyerAccountRoutes, {
    prefix: '/api/buyer',
    rateLimit: config.rateLimit,
    checkoutsPerMinute: config.checkoutsPerMinute,
    payOnDeliveryLimitCents: config.payOnDeliveryLimitCents,
    payments: app.payments,
  });
  await app.register(wishlistRoutes, { prefix: '/api/buyer' });
  await app.register(fitRoutes, { prefix: '/api/buyer' });
  await app.register(shopRoutes, { prefix: '/api/shops' });
  await app.register(buyerPaymentRoutes, { prefix: '/api/buyer', payments: app.payments, placedMessage: API_MESSAGES.orderPlaced });
  await app.register(paymentRoutes, { prefix: '/api/payments', payments: app.payments, payOnDelivery: config.payOnDelivery });
  await app.register(vendorRoutes, {
    prefix: '/api/vendors',
    timeZone: config.timeZone,
    now: config.now,
    uploads: {
      rateLimit: config.rateLimit,
      perMinute: config.uploadsPerMinute,
      quotaBytes: config.uploadQuotaBytes ?? LIMITS.uploadQuotaBytes,
    },
  });
  await keepDefaultCommission(database.db, config.commissionPercent);
  await app.register(adminRoutes, { prefix: '/api/admin', now, payoutMinimumCents: config.payoutMinimumCents });
  // Returns and exchanges (docs/architecture.md#returns), each audience's calls under its prefix.
  for (const [routes, prefix] of [
    [buyerReturnRoutes, '/api/buyer'],
    [vendorReturnRoutes, '/api/vendors'],
    [adminReturnRoutes, '/api/admin'],
  ] as const)
    await app.register(routes, { prefix });
  await app.register(imageRoutes, { prefix: '/images' });
  await app.register(orphanedImagesPlugin, { now });
  await registerWebApp(app, config.webDist);

  return app;
}
