import path from 'node:path';
import { configureMediaBinaries } from './adapters/ffmpeg.js';
import { createMailer } from './adapters/mail.js';
import { createCaptchaService } from './modules/captcha/captcha.service.js';
import { createMemoryStore, type SharedStore } from './adapters/shared-store.js';
import { type Storage } from './adapters/storage.js';
import type { Database } from './db/client.js';
import { originPolicy, type Env } from './env.js';
import { createJobQueue } from './jobs/queue.js';
import { createAccountTokens } from './modules/accounts/account-tokens.js';
import { createAccountsService } from './modules/accounts/accounts.service.js';
import { createLoginLimiter } from './modules/accounts/login-limiter.js';
import { createSessionsService } from './modules/auth/sessions.service.js';
import { createTwoFactorService } from './modules/auth/two-factor.service.js';
import { createBlocksService } from './modules/blocks/blocks.service.js';
import { createFilesService } from './modules/files/files.service.js';
import { createFollowsService } from './modules/follows/follows.service.js';
import { createNotificationMails } from './modules/notifications/notification-mails.js';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.js';
import { createNotificationsService } from './modules/notifications/notifications.service.js';
import { createNotifier, eitherAudience } from './modules/notifications/notifier.js';
import { createGeoService } from './modules/geo/geo.service.js';
import { createCreatorCache } from './modules/performers/creator-cache.js';
import { createPerformersRepository } from './modules/performers/performers.repository.js';
import { createPerformersService } from './modules/performers/performers.service.js';
import { createPostsService } from './modules/posts/posts.service.js';
import { createCatalogAdminService } from './modules/catalog/catalog-admin.service.js';
import { createTokenPackagesAdminService } from './modules/catalog/token-packages-admin.service.js';
import { createCouponsAdminService } from './modules/catalog/coupons-admin.service.js';
import { createCatalogService } from './modules/catalog/catalog.service.js';
import { createSearchService } from './modules/search/search.service.js';
import { createReferenceService } from './modules/reference/reference.service.js';
import { createSettingsRepository } from './modules/settings/settings.repository.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { createSocialService } from './modules/social/social.service.js';
import { createProfileMedia } from './modules/users/profile-media.js';
import { createUsersQueries } from './modules/users/users.queries.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { createCommentsService } from './modules/comments/comments.service.js';
import { createAccessService } from './modules/content/access.service.js';
import { createObjectRegistry } from './modules/content/objects.js';
import { createPublisher } from './modules/content/publisher.js';
import { createContextLoader } from './modules/content/context.js';
import { createViewerStateLoader } from './modules/content/viewer-state.js';
import { createGalleriesService } from './modules/galleries/galleries.service.js';
import { createVideosService } from './modules/videos/videos.service.js';
import { createReelsService } from './modules/reels/reels.service.js';
import { createProductsService } from './modules/products/products.service.js';
import { createFeedsRepository } from './modules/feeds/feeds.repository.js';
import { createFeedsService } from './modules/feeds/feeds.service.js';
import { createMediaService } from './modules/media/media.service.js';
import { registerPerformerObjects } from './modules/performers/performers.objects.js';
import { createReactionsService } from './modules/reactions/reactions.service.js';
import { createRealtime } from './realtime/realtime.js';
import { createLedger, ledgerAccount } from './modules/ledger/ledger.service.js';
import { createEarningsService } from './modules/earnings/earnings.service.js';
import { createChargesService } from './modules/wallet/charges.service.js';
import { createRefundRequests } from './modules/refunds/refund-requests.service.js';
import { createPaymentsService } from './modules/payments/payments.service.js';
import { createCcbillWebhooks } from './modules/payments/ccbill-webhook.js';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions.service.js';
import { createExpiringReminder, registerExpiringReminder } from './modules/subscriptions/subscription-expiring.js';
import { registerMoneyJobs } from './modules/payments/money.jobs.js';
import { createReconcileRuns, registerReconcileJob } from './modules/ledger/ledger.reconcile-runs.js';
import { createMessagingService } from './modules/messaging/messaging.service.js';
import { createAuditRepository } from './modules/audit/audit.repository.js';
import { createAuditService } from './modules/audit/audit.service.js';
import { createAdminService } from './modules/admin/admin.service.js';
import { createAdminConsole } from './modules/admin/admin.module.js';
import { createPayoutConnect } from './modules/payouts/payouts.connect.js';
import { createPayoutsService } from './modules/payouts/payouts.service.js';
import { createOrdersService } from './modules/orders/orders.service.js';
import { createGateways } from './services.gateways.js';
import { createPasskeys, signInProviders } from './services.signin.js';
import { createLiveServices } from './services.live.js';
import { createContentSellables } from './services.sellables.js';
import { createStorage } from './services.storage.js';

/** Builds every service once, explicitly; each route plugin receives only what it uses. */
export function createServices(
  env: Env,
  database: Database,
  overrides: { storage?: Storage; sharedStore?: SharedStore } = {},
) {
  const { db } = database;
  const sharedStore = overrides.sharedStore ?? createMemoryStore();
  const storage = overrides.storage ?? createStorage(env);
  const settings = createSettingsService(createSettingsRepository(db), {
    overrides: { ccbillSalt: env.CCBILL_SALT, ccbillDatalinkPassword: env.CCBILL_DATALINK_PASSWORD },
    listen: database.listen,
  });
  const users = createUsersRepository(db);
  // The append-only audit log: every staff action records an entry (docs/operators.md).
  const audit = createAuditService({ repo: createAuditRepository(db), users });
  const captcha = createCaptchaService({
    settings,
    urls: { recaptcha: env.RECAPTCHA_VERIFY_URL, turnstile: env.TURNSTILE_VERIFY_URL },
  });
  const sessions = createSessionsService(db, { ttlMs: env.SESSION_CACHE_SECONDS * 1000, listen: database.listen });
  const files = createFilesService(db, storage, env.API_PUBLIC_URL);
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(env.DATA_DIR, 'outbox'),
  });
  const twoFactor = createTwoFactorService(db, async () => String(await settings.get('siteName')));
  const accounts = createAccountsService({
    users,
    sessions,
    tokens: createAccountTokens(db),
    mailer,
    settings,
    files,
    limiter: createLoginLimiter({
      store: sharedStore,
      perIp: 30,
      windowMs: 15 * 60_000,
      freeFailures: 5,
      baseDelayMs: 1000,
      maxDelayMs: 60_000,
    }),
    captcha,
    twoFactor,
    urls: { api: env.API_PUBLIC_URL, web: env.WEB_URL },
  });
  const passkeys = createPasskeys(env, db, settings, mailer);
  const performersRepo = createPerformersRepository(
    db,
    createCreatorCache({ ttlMs: env.CREATOR_CACHE_MS, listen: database.listen }),
  );
  configureMediaBinaries({ ffmpeg: env.FFMPEG_PATH, ffprobe: env.FFPROBE_PATH });
  const jobs = createJobQueue(db, { concurrency: env.JOB_CONCURRENCY, leaseMs: env.JOB_LEASE_MS });
  const tmpDir = path.join(env.DATA_DIR, 'tmp');
  const media = createMediaService({ files, storage, jobs, settings, tmpDir });
  const access = createAccessService(db);
  const realtime = createRealtime({
    sessions,
    allowOrigin: originPolicy(env),
    redisUrl: env.REDIS_URL,
    maxPerAddress: env.SOCKET_MAX_PER_ADDRESS,
    trustedProxies: env.TRUSTED_PROXIES.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  });
  // Presence of contract 5.1: `isOnline` follows whether the account has a socket open anywhere.
  realtime.storePresence((userId, isOnline) => users.setOnline(userId, isOnline));
  // The notifications centre (docs/notifications.md): other modules tell `notifier` after commit.
  const notificationsRepo = createNotificationsRepository(db);
  const notificationMails = createNotificationMails({ mailer, settings, webUrl: env.WEB_URL });
  const notifier = createNotifier({
    repo: notificationsRepo,
    jobs,
    realtime,
    users,
    storage,
    mails: notificationMails,
  });
  const follows = createFollowsService(db, performersRepo, notifier);
  notifier.audience('subscribers', access.subscriberIds);
  notifier.audience('followers', follows.followerIds);
  notifier.audience('followers_and_subscribers', eitherAudience(access.subscriberIds, follows.followerIds));
  const objects = createObjectRegistry();
  const publisher = createPublisher(jobs);
  registerPerformerObjects(objects, performersRepo, storage);
  const viewerState = createViewerStateLoader(db);
  const feeds = createFeedsService({
    db,
    repo: createFeedsRepository(db, sharedStore),
    performers: performersRepo,
    files,
    media,
    access,
    viewerState,
    objects,
    publisher,
    storage,
    notifier,
  });
  const contentDeps = {
    db,
    files,
    media,
    access,
    objects,
    publisher,
    context: createContextLoader({ performers: performersRepo, viewerState, storage }),
    performers: performersRepo,
    storage,
  };
  const ledger = createLedger(db);
  const reconcileRuns = createReconcileRuns(db, ledger);
  const earnings = createEarningsService({ db, ledger, settings });
  const sellables = createContentSellables();
  const charges = createChargesService({
    db,
    ledger,
    earnings,
    sellables,
    settings,
    performers: performersRepo,
    storage,
    realtime,
    notifier,
  });
  const { sandbox, gateways } = createGateways(env, db, settings);
  const payments = createPaymentsService({
    db,
    ledger,
    settings,
    gateways,
    performers: performersRepo,
    storage,
    realtime,
    webUrl: env.WEB_URL,
  });
  const ccbillWebhooks = createCcbillWebhooks({ db, ledger, settings, payments });
  // The sandbox reports to the same webhook handler as an external gateway would over HTTP.
  sandbox.setDelivery(async (rawBody, headers) => {
    await payments.webhook('sandbox', rawBody, headers);
  });
  const subscriptions = createSubscriptionsService({
    db,
    earnings,
    payments,
    settings,
    performers: performersRepo,
    users,
    storage,
    realtime,
    mailer,
    webUrl: env.WEB_URL,
    notifier,
    ccbill: ccbillWebhooks,
  });
  registerMoneyJobs(jobs, { earnings, subscriptions, sandbox });
  registerReconcileJob(jobs, reconcileRuns);
  const expiringReminder = createExpiringReminder({ db, notifier });
  registerExpiringReminder(jobs, expiringReminder);
  const messaging = createMessagingService({
    db,
    media,
    files,
    performers: performersRepo,
    storage,
    realtime,
    sellables,
  });
  realtime.handle('typing', (auth, payload) => {
    const conversationId = (payload as { conversationId?: unknown })?.conversationId;
    if (typeof conversationId === 'string' && conversationId.length <= 120)
      return messaging.typing(auth.user.id, conversationId);
  });
  realtime.onPresence((userId, isOnline) => messaging.presence(userId, isOnline));
  const { hls, streaming, streamChat, rooms, streamingRepo, live, streamOperations, privateShows, privateShowClock } =
    createLiveServices(env, {
      db,
      settings,
      performersRepo,
      users,
      storage,
      charges,
      sellables,
      realtime,
      messaging,
      notifier,
      objects,
      earnings,
      ledger,
    });
  const reference = createReferenceService(env.API_PUBLIC_URL);
  const geo = createGeoService(db, {
    trustedProxies: env.TRUSTED_PROXIES.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    countryHeader: env.COUNTRY_HEADER,
  });
  const adminConsole = createAdminConsole({
    db,
    users,
    sessions,
    files,
    ledger,
    storage,
    audit,
    jobs,
    feeds,
    mailer,
    notifier,
  });
  const orders = createOrdersService({ db, charges, notifier });
  const payoutConnect = createPayoutConnect({ db, ledger, gateways, audit, notifier });
  payments.onPayoutEvents(payoutConnect);
  const payouts = createPayoutsService({
    db,
    ledger,
    settings,
    performers: performersRepo,
    audit,
    notifier,
    connect: payoutConnect,
  });
  return {
    database,
    sharedStore,
    twoFactor,
    passkeys,
    catalog: createCatalogService(db, storage),
    search: createSearchService({ db }),
    catalogAdmin: createCatalogAdminService({ db, storage, audit }),
    coupons: createCouponsAdminService({ db, audit }),
    tokenPackagesAdmin: createTokenPackagesAdminService({ db, audit }),
    payouts,
    orders,
    refunds: createRefundRequests({ db, users, audit, charges, notifier }),
    captcha,
    storage,
    audit,
    ...adminConsole,
    admin: createAdminService({ settings, geo, reference, users, audit }),
    realtime,
    ledger,
    reconcileRuns,
    earnings,
    sellables,
    charges,
    sandbox,
    gateways,
    payments,
    ccbillWebhooks,
    subscriptions,
    expiringReminder,
    messaging,
    streaming,
    streamChat,
    streamRooms: rooms,
    streamingRepo,
    hls,
    live,
    streamOperations,
    privateShows,
    privateShowClock,
    settings,
    reference,
    geo,
    sessions,
    users,
    usersQueries: createUsersQueries(db),
    files,
    mailer,
    accounts,
    performersRepo,
    performers: createPerformersService({
      performers: performersRepo,
      users,
      files,
      storage,
      settings,
      accounts,
      balanceOf: async (id) => {
        const b = await ledger.balances([ledgerAccount.pending(id).id, ledgerAccount.earnings(id).id]);
        return [...b.values()].reduce((a, v) => a + v, 0);
      },
    }),
    profileMedia: createProfileMedia({ files, users, storage, media }),
    follows,
    notifier,
    notifications: createNotificationsService({
      repo: notificationsRepo,
      users,
      realtime,
      storage,
      mails: notificationMails,
      jobs,
    }),
    blocks: createBlocksService(db, users),
    social: createSocialService({
      db,
      users,
      sessions,
      settings,
      openSession: accounts.openSession,
      ...signInProviders(env),
      allowOrigin: originPolicy(env),
    }),
    posts: createPostsService(db),
    jobs,
    tmpDir,
    media,
    access,
    objects,
    feeds,
    comments: createCommentsService({ db, objects, users, storage, notifier }),
    reactions: createReactionsService(db, objects, notifier),
    galleries: createGalleriesService(contentDeps),
    videos: createVideosService(contentDeps),
    reels: createReelsService(contentDeps),
    products: createProductsService(contentDeps),
  };
}
export type Services = ReturnType<typeof createServices>;
