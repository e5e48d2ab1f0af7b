import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Storage } from './adapters/storage.js';
import { openDatabase, type Database } from './db/client.js';
import { originPolicy, type Env } from './env.js';
import { registerErrorHandling } from './http/error-handler.js';
import { registerInputSafety } from './http/input-safety.js';
import { registerRateLimits } from './http/rate-limit.js';
import { registerMetrics } from './http/metrics.js';
import { registerRequestContext } from './http/request-context.js';
import { createMemoryStore, createRedisStore } from './adapters/shared-store.js';
import { withLogSafety } from './logger.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { createSerializerCompiler } from './http/serializer.js';
import { validatorCompiler } from './http/validation.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { moneyAdminRoutes } from './modules/admin/money-admin.routes.js';
import { walletDebtRoutes } from './modules/admin/wallet-debts.js';
import { adminFilesRoutes } from './modules/admin/admin-files.routes.js';
import {
  createMenusAdminService,
  createPagesAdminService,
  siteContentAdminRoutes,
} from './modules/posts/site-content-admin.js';
import { adminUsersRoutes } from './modules/admin/admin-users.routes.js';
import { contentAdminRoutes } from './modules/admin/content-admin.routes.js';
import { createLedgerAdjustments, ledgerAdjustRoutes } from './modules/admin/ledger-adjust.js';
import { createContentAdminService } from './modules/admin/content-admin.service.js';
import { moderationRoutes } from './modules/moderation/moderation.routes.js';
import { authPlugin } from './modules/auth/auth.plugin.js';
import { geoRoutes } from './modules/geo/geo.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { referenceRoutes } from './modules/reference/reference.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { sessionsRoutes } from './modules/auth/sessions.routes.js';
import { twoFactorRoutes } from './modules/auth/two-factor.routes.js';
import { passkeysRoutes } from './modules/auth/passkeys.routes.js';
import { blocksRoutes } from './modules/blocks/blocks.routes.js';
import { commentsRoutes } from './modules/comments/comments.routes.js';
import { feedsRoutes } from './modules/feeds/feeds.routes.js';
import { reactionsRoutes } from './modules/reactions/reactions.routes.js';
import { galleriesRoutes } from './modules/galleries/galleries.routes.js';
import { videosRoutes } from './modules/videos/videos.routes.js';
import { reelsRoutes } from './modules/reels/reels.routes.js';
import { productsRoutes } from './modules/products/products.routes.js';
import { outboxRoutes } from './modules/mail/outbox.routes.js';
import { captchaRoutes } from './modules/captcha/captcha.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { followsRoutes } from './modules/follows/follows.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { performersRoutes } from './modules/performers/performers.routes.js';
import { postsRoutes } from './modules/posts/posts.routes.js';
import { catalogAdminRoutes } from './modules/catalog/catalog-admin.routes.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { socialRoutes } from './modules/social/social.routes.js';
import { createServices, type Services } from './services.js';
import { chargesRoutes } from './modules/wallet/charges.routes.js';
import { earningsRoutes } from './modules/earnings/earnings.routes.js';
import { createLedgerLines } from './modules/ledger/ledger.lines.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.js';
import { messagingRoutes } from './modules/messaging/messaging.routes.js';
import { streamingRoutes } from './modules/streaming/streaming.routes.js';
import { streamChatRoutes } from './modules/streaming/stream-chat.routes.js';
import { liveRoutes } from './modules/streaming/live.routes.js';
import { payoutsRoutes } from './modules/payouts/payouts.routes.js';
import { refundRequestsRoutes } from './modules/refunds/refund-requests.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { privateShowsRoutes } from './modules/streaming/private-shows/private-shows.routes.js';
import { adminStreamsRoutes } from './modules/streaming/admin-streams.routes.js';

export interface BuildOptions {
  env: Env;
  /** An open database; when absent the app opens (and later closes) the one the env names. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  storage?: Storage;
}

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
}

/** The one composition root: main.ts and the tests build the app through it. */
export async function buildApp(options: BuildOptions): Promise<BuiltApp> {
  const { env } = options;
  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({
      url: env.DATABASE_URL,
      dataDir: path.join(env.DATA_DIR, 'pglite'),
      poolSize: env.DATABASE_POOL_SIZE,
    }));
  await database.migrate();

  // Rate limits and short-lived shared values: in Redis when configured, so every process agrees.
  const sharedStore = env.REDIS_URL
    ? await createRedisStore(env.REDIS_URL, {
        warn: (err, what) => console.warn(what, err instanceof Error ? err.message : err),
      })
    : createMemoryStore();
  const services = createServices(env, database, { storage: options.storage, sharedStore });
  await services.settings.seedDefaults();

  const trustedProxies = env.TRUSTED_PROXIES.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const app = Fastify({
    logger: withLogSafety(options.logger ?? false),
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: trustedProxies,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ check: env.SERIALIZER_CHECK ?? false }));
  registerRequestContext(app);
  registerSecurityHeaders(app);
  registerErrorHandling(app);
  registerInputSafety(app);
  registerRateLimits(app, sharedStore);
  // Before every route, so that each one is measured.
  const metrics = registerMetrics(app, {
    db: services.database.db,
    connections: () => services.realtime.connections(),
    lastReconcile: () => services.reconcileRuns.latest(),
    onJobSettled: (listener) => services.jobs.onSettled(listener),
    token: env.METRICS_TOKEN,
    trustedProxies,
  });

  const allowOrigin = originPolicy(env);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, allowOrigin(origin)),
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'x-client-ip', 'x-request-id'],
    exposedHeaders: ['x-request-id'],
    maxAge: 600,
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Fanlane API',
        version: '0.1.0',
        description: 'Envelope: `{ status: 0, data }`; errors `{ statusCode, message, error }`.',
      },
      servers: [{ url: env.API_PUBLIC_URL }],
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  const publicRoot = path.resolve(env.DATA_DIR, 'storage', 'public');
  fs.mkdirSync(publicRoot, { recursive: true });
  await app.register(fastifyStatic, {
    root: publicRoot,
    prefix: '/files/public/',
    decorateReply: false,
    maxAge: '1d',
  });

  await app.register(authPlugin, {
    sessions: services.sessions,
    staffNeedsTwoFactor: async (userId) =>
      (await services.settings.get('requireTwoFactorForStaff')) === true &&
      !(await services.twoFactor.status(userId)).enabled,
  });
  await app.register(healthRoutes, { database });
  await app.register(metrics.routes);
  await app.register(settingsRoutes, { settings: services.settings });
  await app.register(referenceRoutes, { reference: services.reference });
  await app.register(geoRoutes, { geo: services.geo });
  await app.register(multipart, { limits: { fields: 100, fieldSize: 100_000, files: 10, parts: 120 } });
  await app.register(filesRoutes, { files: services.files });
  await app.register(accountsRoutes, {
    ...pick(services, 'accounts', 'captcha', 'settings', 'tmpDir'),
    webUrl: env.WEB_URL,
  });
  await app.register(sessionsRoutes, { sessions: services.sessions });
  await app.register(twoFactorRoutes, { twoFactor: services.twoFactor });
  await app.register(passkeysRoutes, pick(services, 'passkeys', 'accounts'));
  await app.register(socialRoutes, { social: services.social });
  await app.register(usersRoutes, {
    ...pick(services, 'storage', 'users', 'performers', 'files', 'tmpDir'),
    queries: services.usersQueries,
    media: services.profileMedia,
    balanceOf: services.charges.balanceOf,
  });
  await app.register(performersRoutes, {
    ...pick(services, 'performers', 'users', 'files', 'geo', 'tmpDir'),
    media: services.profileMedia,
  });
  await app.register(followsRoutes, {
    ...pick(services, 'follows', 'users', 'storage'),
    performers: services.performersRepo,
  });
  await app.register(notificationsRoutes, { notifications: services.notifications });
  await app.register(blocksRoutes, pick(services, 'blocks', 'users', 'storage', 'reference'));
  await app.register(postsRoutes, pick(services, 'posts', 'mailer', 'users', 'captcha'));
  await app.register(catalogRoutes, { catalog: services.catalog });
  await app.register(catalogAdminRoutes, {
    ...pick(services, 'catalogAdmin', 'coupons'),
    tokenPackages: services.tokenPackagesAdmin,
  });
  await app.register(searchRoutes, pick(services, 'search', 'performers', 'products', 'feeds', 'geo'));
  await app.register(captchaRoutes, { captcha: services.captcha });
  await app.register(feedsRoutes, pick(services, 'feeds', 'media', 'geo', 'tmpDir'));
  await app.register(commentsRoutes, pick(services, 'comments', 'geo', 'tmpDir'));
  await app.register(reactionsRoutes, pick(services, 'reactions', 'geo'));
  const contentRoutes = pick(services, 'media', 'geo', 'tmpDir');
  await app.register(galleriesRoutes, { ...contentRoutes, galleries: services.galleries });
  await app.register(videosRoutes, { ...contentRoutes, videos: services.videos });
  await app.register(reelsRoutes, { ...contentRoutes, reels: services.reels });
  await app.register(productsRoutes, { ...contentRoutes, products: services.products });
  await app.register(chargesRoutes, pick(services, 'charges', 'geo'));
  await app.register(paymentsRoutes, { ...pick(services, 'payments', 'sandbox'), ccbill: services.ccbillWebhooks });
  await app.register(subscriptionsRoutes, pick(services, 'subscriptions', 'payments', 'geo'));
  await app.register(earningsRoutes, {
    ...pick(services, 'earnings', 'users', 'storage'),
    ledgerLines: createLedgerLines(services.database.db),
  });
  await app.register(messagingRoutes, pick(services, 'messaging', 'media', 'geo', 'tmpDir'));
  await app.register(streamingRoutes, pick(services, 'streaming', 'geo'));
  await app.register(streamChatRoutes, { chat: services.streamChat, geo: services.geo });
  await app.register(liveRoutes, pick(services, 'live', 'hls'));
  await app.register(privateShowsRoutes, { shows: services.privateShows });
  await app.register(adminStreamsRoutes, {
    ...pick(services, 'streaming', 'audit'),
    operations: services.streamOperations,
  });
  await app.register(payoutsRoutes, pick(services, 'payouts', 'users', 'storage'));
  await app.register(refundRequestsRoutes, { refunds: services.refunds });
  await app.register(ordersRoutes, pick(services, 'orders', 'users', 'storage', 'tmpDir'));
  await app.register(outboxRoutes, { mailer: services.mailer });
  await app.register(adminRoutes, pick(services, 'admin', 'settings', 'geo'));
  await app.register(ledgerAdjustRoutes, {
    adjust: createLedgerAdjustments({ ...services, db: services.database.db }),
  });
  await app.register(contentAdminRoutes, {
    contentAdmin: createContentAdminService({ ...services, db: services.database.db }),
  });
  await app.register(auditRoutes, { audit: services.audit });
  await app.register(siteContentAdminRoutes, {
    pages: createPagesAdminService({ db: services.database.db, audit: services.audit }),
    menus: createMenusAdminService({ settings: services.settings, audit: services.audit }),
  });
  await app.register(adminFilesRoutes, pick(services, 'admin', 'catalogAdmin', 'files', 'mailer', 'audit', 'tmpDir'));
  await app.register(moneyAdminRoutes, pick(services, 'payments', 'charges', 'reconcileRuns', 'audit', 'users'));
  await app.register(walletDebtRoutes, { db: services.database.db });
  await app.register(adminUsersRoutes, pick(services, 'adminUsers', 'accountMoney', 'statistics', 'queueSummary'));
  await app.register(moderationRoutes, { moderation: services.moderation });

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  services.notifier.useLogger(app.log);
  services.jobs.useLogger(app.log);
  // Socket.IO shares the API's HTTP server (contract 5.1).
  await services.realtime.attach(app.server, app.log);
  // Before the HTTP server closes: open websockets would keep it waiting.
  app.addHook('preClose', async () => services.realtime.close());
  app.addHook('onClose', async () => sharedStore.close());
  services.live.useLog({ info: (msg) => app.log.info(msg), error: (msg) => app.log.error(msg) });
  // The RTMP ingest process (started by server.start, or a test) stops with the app.
  app.addHook('onClose', async () => {
    services.privateShowClock.stop();
    await services.live.close();
    // Profile views counted in memory are written before the database closes.
    await Promise.all([
      services.performersRepo.flushViews(),
      services.galleries.flushViews(),
      services.videos.flushViews(),
    ]);
  });
  if (ownsDatabase) app.addHook('onClose', async () => database.close());
  return { app, services };
}

/** The services a route plugin takes under the names they have in `services`. */
function pick<K extends keyof Services>(services: Services, ...keys: K[]): Pick<Services, K> {
  // Object.fromEntries types its result loosely; the keys are exactly K.
  return Object.fromEntries(keys.map((key) => [key, services[key]])) as Pick<Services, K>;
}
