import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_MESSAGES } from '@seamline/contract';
import { createTokenService, resolveSecret } from './auth/tokens.js';
import { badRequest } from './http/errors.js';
import { type Changes, createSharedAnswers, forgetAfterWrite, type SharedAnswers } from './http/shared-answers.js';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { authPlugin } from './plugins/auth.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerWebApp } from './plugins/web-app.js';
import { catalogueRoutes } from './routes/buyer/catalogue.js';
import { buyerAccountRoutes } from './routes/buyer/account.js';
import { imageRoutes } from './routes/images.js';
import { registrationRoutes } from './routes/registration/index.js';
import { vendorRoutes } from './routes/vendor/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Every route the app serves, as `METHOD /path`, for the authorization matrix test. */
    routeList: string[];
    /** Answers kept for a few seconds because every caller asking the same gets the same. */
    shared: SharedAnswers;
  }
  interface FastifyContextConfig {
    /** What a successful write through this route may change in the shared answers (default: anything). */
    changes?: Changes;
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
  | 'cacheSeconds'
  | 'webDist'
>;

const BODY_LIMIT = 1024 * 1024;

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v));
  return false;
}

/** Builds the whole app as a plugin tree: external plugins, then app plugins, then routes. */
export async function buildApp(config: AppConfig, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // One line per request only when debugging; errors are always logged.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
    bodyLimit: BODY_LIMIT,
    trustProxy: true,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('routeList', [] as string[]);
  app.decorate('shared', createSharedAnswers(config.cacheSeconds));
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods) if (m !== 'HEAD') app.routeList.push(`${m} ${route.url}`);
  });
  registerErrorHandler(app);

  // An empty body on a JSON POST (checkout has none) is no body, not a syntax error.
  // PostgreSQL text cannot hold NUL, so it is refused at the door rather than failing in SQL.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return defaultJson(request, text, (err, parsed) => {
      if (err) return done(err, undefined);
      if (containsNul(parsed)) return done(badRequest(API_MESSAGES.nulCharacter), undefined);
      return done(null, parsed);
    });
  });
  app.addHook('onRequest', async (request) => {
    if (/%00/.test(request.url)) throw badRequest(API_MESSAGES.nulCharacter);
  });
  app.addHook('onSend', async (request, reply) => {
    // Answers to a signed-in caller are theirs alone: no shared or browser cache may keep them.
    if (request.headers.authorization && request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    // A write has committed by now: the shared answers it may have changed are forgotten before
    // its caller hears back, so the caller's next read sees the change.
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      forgetAfterWrite(app.shared, request.routeOptions.config?.changes);
    }
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Seamline API', version: '1.0.0', description: 'Buyer and vendor marketplace API' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const secret = await resolveSecret(database.db, config.jwtSecret);
  await app.register(authPlugin, { tokens: createTokenService(secret, config.tokenTtlHours) });

  app.get('/api/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  await app.register(registrationRoutes, {
    prefix: '/api/registration',
    rateLimit: config.rateLimit,
    registerPerMinute: config.registerPerMinute,
    loginPerMinute: config.loginPerMinute,
    loginFailuresBeforeBackoff: config.loginFailuresBeforeBackoff,
  });
  await app.register(catalogueRoutes, { prefix: '/api/buyer' });
  await app.register(buyerAccountRoutes, { prefix: '/api/buyer' });
  await app.register(vendorRoutes, { prefix: '/api/vendors', timeZone: config.timeZone });
  await app.register(imageRoutes, { prefix: '/images' });
  await registerWebApp(app, config.webDist);

  return app;
}
