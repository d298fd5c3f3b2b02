import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { loadConfig, type AppConfig } from './config.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoData } from './db/seed/index.ts';
import {
  handleClientError,
  handleFrameworkError,
  registerErrorHandler,
} from './plugins/error-handler.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerGate } from './plugins/gate.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerStaticSite } from './plugins/static-site.ts';
import { registerRouteCatalogue } from './plugins/route-catalogue.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerObservability, serializeRequest } from './plugins/observability.ts';
import { SettingsStore } from './modules/system/settings-store.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { siteSettingsRoutes } from './modules/system/site-settings.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { uploadRoutes } from './modules/media/uploads.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { announcementRoutes } from './modules/content/announcements.routes.ts';
import { promotionRoutes } from './modules/content/promotions.routes.ts';
import { protectionRoutes } from './modules/protection/protection.routes.ts';
import { agentRoutes } from './modules/agents/agents.routes.ts';
import { AgentContractsJob } from './modules/agent-contracts/agent-contracts-job.ts';
import { agentContractRoutes } from './modules/agent-contracts/agent-contracts.routes.ts';
import { rewardRoutes } from './modules/rewards/rewards.routes.ts';
import { VipJob } from './modules/vip/vip-job.ts';
import { vipRoutes } from './modules/vip/vip.routes.ts';
import { rebateRoutes } from './modules/rebates/rebates.routes.ts';
import { mallRoutes } from './modules/mall/mall.routes.ts';
import { ReferralJob } from './modules/referrals/referral-job.ts';
import { referralRoutes } from './modules/referrals/referrals.routes.ts';
import { sportsRoutes } from './modules/sports/sports.routes.ts';
import { helpRoutes } from './modules/content/help.routes.ts';
import { inboxRoutes } from './modules/inbox/inbox.routes.ts';
import { bannerAdminRoutes } from './modules/content/banner-admin.routes.ts';
import { gameRoutes } from './modules/game/game.routes.ts';
import { GameListIndex } from './modules/game/game-list-index.ts';
import { gameAdminRoutes } from './modules/game/game-admin.routes.ts';
import { registerAuth } from './plugins/auth.ts';
import type { RouteDeps } from './lib/route-deps.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { memberRoutes, devOutboxRoutes } from './modules/member/member.routes.ts';
import { memberCentreRoutes } from './modules/member-centre/member-centre.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { paymentRoutes } from './modules/payment/payment.routes.ts';
import { paymentDeps } from './modules/payment/payment.service.ts';
import { withdrawRoutes } from './modules/withdraw/withdraw.routes.ts';
import { recordsRoutes } from './modules/records/records.routes.ts';
import { operatorRoutes } from './modules/operator/operator.routes.ts';
import { operatorAuthRoutes } from './modules/operator-auth/operator-auth.routes.ts';
import { moneySettingsRoutes } from './modules/money-settings/money-settings.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { memberAdminRoutes } from './modules/member-admin/member-admin.routes.ts';
import { ensureInitialAdministrator } from './modules/operator-auth/initial-admin.ts';
import { FailureLimiter } from './lib/failure-limiter.ts';
import { vendorWalletRoutes } from './modules/vendor-wallet/vendor-wallet.routes.ts';
import { originalsRoutes } from './modules/originals/originals.routes.ts';
import { LotteryEngine, type LotteryClock } from './modules/lottery/draw-engine.ts';
import { lotteryRoutes } from './modules/lottery/lottery.routes.ts';
import { gameLaunchRoutes } from './modules/game-launch/game-launch.routes.ts';
import { gameRecordRoutes } from './modules/game-record/game-record.routes.ts';
import { defaultVendorAdapters } from './modules/game-launch/vendor-adapters.ts';
import { sandboxVendorRoutes } from './modules/sandbox-vendor/sandbox-vendor.routes.ts';
import type { SandboxVendorDeps } from './modules/sandbox-vendor/sandbox-vendor.service.ts';
import { httpTransport, ownBaseUrl } from './modules/sandbox-vendor/wallet-client.ts';
import { drawTicket } from './modules/sandbox-vendor/paytable.ts';
import { LoginKeys } from './modules/auth/login-crypto.ts';
import { OAUTH_DEFAULTS, type OAuthConfig } from './modules/auth/oauth.service.ts';
import { DevOutbox, HttpSmsProvider, SmtpMailer } from './modules/notify/notify.ts';
import type { AuthDeps } from './modules/auth/auth.service.ts';
import formbody from '@fastify/formbody';
import { createChatBus, type ChatBus } from './modules/chat/chat-bus.ts';
import { createEventBus } from './lib/event-bus.ts';
import { ReadCache, type CacheEvent } from './lib/read-cache.ts';
import { endAllStreams } from './modules/chat/chat-stream.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { chatAdminRoutes } from './modules/chat/chat-admin.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    database: Database;
    settings: SettingsStore;
    readCache: ReadCache;
    /** The game list's filter columns in memory (docs/decisions/2026-11-28-game-list-in-memory.md). */
    gameListIndex: GameListIndex;
    /** The sandbox vendor's collaborators; tests swap its wallet transport for app.inject. */
    sandboxVendor: SandboxVendorDeps;
    /** The lottery's draw engine; server.ts starts its scheduler (docs/decisions/2026-11-21-lottery-draw-engine.md). */
    lottery: LotteryEngine;
    /** Live chat events across processes (docs/decisions/2026-11-24-live-chat.md). */
    chatBus: ChatBus;
    /** The VIP club's job; server.ts starts it (docs/decisions/2026-11-25-vip-club.md). */
    vipJob: VipJob;
    /** The referral job; server.ts starts it (docs/decisions/2026-11-25-referrals.md). */
    referralJob: ReferralJob;
    /** The agent contracts' settlement job; server.ts starts it (docs/decisions/2026-11-25-agent-contracts.md). */
    agentContractsJob: AgentContractsJob;
  }
}

export type BuildAppOptions = {
  /** Overrides of the environment configuration. */
  config?: Partial<AppConfig>;
  /** An open, migrated database to use (tests share one per worker); otherwise one is opened. */
  database?: Database;
  /** Log to stdout as JSON (default) or not at all (tests). */
  logger?: boolean;
  /** Where the JSON log goes instead of stdout (a test reading its lines). */
  logStream?: NodeJS.WritableStream;
  /** The lottery's clock (tests inject one) and whether provincial draws get demo results. */
  lottery?: { clock?: LotteryClock; demoResults?: boolean };
  /** The clock of operator sessions, sign-in and lockout (tests inject one to age sessions). */
  clock?: () => Date;
};

/** Builds the whole application: plugins, then modules. Never listens; see server.ts. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...options.config };
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            // No secrets in the log: query values such as ?token= are redacted, headers never logged.
            serializers: { req: serializeRequest },
            redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Request ids match a log line to a complaint: a caller's X-Request-Id of 1-64 safe
    // characters is kept (a proxy's or a load balancer's), anything else is replaced, and every
    // answer carries it back (the onSend hook below).
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[A-Za-z0-9._:-]{1,64}$/.test(given)
        ? given
        : crypto.randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Malformed HTTP (over-long URL or headers, garbage) and URLs the router refuses (bad
    // percent-encoding, an over-long path segment) get the error envelope too.
    clientErrorHandler: handleClientError,
    frameworkErrors: handleFrameworkError,
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First, so that it sees every route registered below.
  registerRouteCatalogue(app);

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      fsync: config.pgliteFsync,
    }));
  if (ownsDatabase) {
    await migrate(database.db);
    if (config.demoData) await seedDemoData(database.db, { full: config.env !== 'test' });
    app.addHook('onClose', async () => database.close());
  }

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  // Cached read answers and settings, dropped in every process when an operator changes them.
  const cacheBus = createEventBus<CacheEvent>(
    'cache_events',
    { redisUrl: config.redisUrl, databaseUrl: config.databaseUrl },
    app.log,
  );
  const readCache = new ReadCache(cacheBus, config.readCacheMs);
  app.decorate('readCache', readCache);
  app.decorate('settings', new SettingsStore(database.db, config.settingsCacheMs, readCache));
  const gameListIndex = new GameListIndex(database.db, readCache, config.readCacheMs, (error) =>
    app.log.warn({ err: error }, 'game list snapshot not built; lists read from SQL'),
  );
  app.decorate('gameListIndex', gameListIndex);
  app.addHook('preClose', async () => {
    readCache.close();
    await cacheBus.close();
  });
  const lottery = new LotteryEngine(database.db, {
    clock: options.lottery?.clock ?? (() => new Date()),
    log: app.log,
    demoResults: options.lottery?.demoResults ?? (config.demoData && config.env !== 'test'),
  });
  app.decorate('lottery', lottery);
  // preClose runs before every onClose hook (the database's): no tick outlives the database.
  app.addHook('preClose', async () => lottery.stop());
  const vipJob = new VipJob(database.db, { log: app.log });
  app.decorate('vipJob', vipJob);
  app.addHook('preClose', async () => vipJob.stop());
  const referralJob = new ReferralJob(database.db, { log: app.log });
  app.decorate('referralJob', referralJob);
  app.addHook('preClose', async () => referralJob.stop());
  const agentContractsJob = new AgentContractsJob(
    { db: database.db, settings: app.settings },
    { log: app.log },
  );
  app.decorate('agentContractsJob', agentContractsJob);
  app.addHook('preClose', async () => agentContractsJob.stop());
  // Live chat: in this process, or across processes through Redis or PostgreSQL LISTEN/NOTIFY.
  const chatBus = createChatBus(
    { redisUrl: config.redisUrl, databaseUrl: config.databaseUrl },
    app.log,
  );
  app.decorate('chatBus', chatBus);
  // Open chat streams end first (their clients reconnect and catch up), then the bus closes.
  app.addHook('preClose', async () => {
    endAllStreams();
    await chatBus.close();
  });

  registerErrorHandler(app);
  registerObservability(app);
  await registerSecurity(app);
  // Before the routes: it wraps every answer registered after it.
  await registerCompression(app);
  await registerDocs(app);
  registerGate(app);
  await registerRateLimit(app);
  registerAuth(app);
  // Operator credentials: sessions and lockout read this clock; wrong tokens and sign-in failures
  // count per address (30 per 15 minutes, scaled like the other rate limits).
  const clock = options.clock ?? (() => new Date());
  app.decorate('operatorAuth', {
    db: app.db,
    now: clock,
    failures: new FailureLimiter(30 * config.rateLimitMultiplier, 15 * 60 * 1000, clock),
  });
  app.decorateRequest('operatorCaller', null);
  if (config.initialAdmin) {
    await ensureInitialAdministrator(app.operatorAuth, config.initialAdmin, app.log);
  }
  // spec §7: password recovery by e-mail is sent form-encoded.
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  await app.register(
    async (wps) => {
      // Every route module takes its collaborators as an argument (lib/route-deps.ts).
      const deps: RouteDeps = { db: app.db, settings: app.settings, cache: readCache, config };
      await wps.register(systemRoutes(deps));
      await wps.register(siteSettingsRoutes(deps));
      await wps.register(mediaRoutes(deps));
      await wps.register(uploadRoutes(deps));
      await wps.register(contentRoutes(deps));
      await wps.register(announcementRoutes(deps));
      await wps.register(promotionRoutes(deps));
      await wps.register(rewardRoutes(deps));
      await wps.register(vipRoutes({ ...deps, job: vipJob }));
      await wps.register(mallRoutes(deps));
      await wps.register(referralRoutes({ ...deps, job: referralJob }));
      await wps.register(protectionRoutes(deps));
      await wps.register(agentRoutes(deps));
      await wps.register(rebateRoutes(deps));
      await wps.register(agentContractRoutes({ ...deps, job: agentContractsJob }));
      await wps.register(sportsRoutes(deps));
      await wps.register(helpRoutes(deps));
      await wps.register(inboxRoutes(deps));
      await wps.register(chatRoutes({ ...deps, bus: chatBus }));
      await wps.register(chatAdminRoutes({ ...deps, bus: chatBus }));
      await wps.register(bannerAdminRoutes(deps));
      await wps.register(gameRoutes({ ...deps, index: gameListIndex }));
      await wps.register(gameAdminRoutes(deps));
      await wps.register(gameLaunchRoutes({ db: app.db, adapters: defaultVendorAdapters() }));
      await wps.register(gameRecordRoutes(deps));
      const auth = authDeps(app);
      await wps.register(authRoutes(auth));
      await wps.register(memberRoutes(auth));
      await wps.register(memberCentreRoutes({ ...deps, sms: auth.sms, mail: auth.mail }));
      // Money: wallet, deposits, withdrawals, records, operator actions, vendor wallet API.
      const payment = paymentDeps(app.db, app.settings, config);
      const withdraw = { db: app.db, settings: app.settings };
      await wps.register(walletRoutes(deps));
      await wps.register(paymentRoutes(payment));
      await wps.register(withdrawRoutes(withdraw));
      await wps.register(recordsRoutes(deps));
      await wps.register(operatorRoutes({ ...deps, payment, withdraw }));
      await wps.register(operatorAuthRoutes(app.operatorAuth));
      await wps.register(moneySettingsRoutes(deps));
      await wps.register(reportsRoutes(deps));
      await wps.register(memberAdminRoutes(deps));
      const vendorWallet = { db: app.db, settings: app.settings, secrets: config.vendorSecrets };
      await wps.register(vendorWalletRoutes(vendorWallet));
      // In-house games: a vendor of our own that settles through the vendor wallet.
      await wps.register(originalsRoutes(vendorWallet));
      await wps.register(lotteryRoutes({ ...deps, engine: lottery }));
      if (config.devOutbox) await wps.register(devOutboxRoutes(deps));
    },
    { prefix: '/wps' },
  );

  // The demo vendors' game server: outside /wps, it reaches the wallet API over HTTP like any vendor.
  const sandboxVendor: SandboxVendorDeps = {
    secret: config.vendorSecrets.VENDOR_SANDBOX_SECRET ?? '',
    transport: httpTransport(() => ownBaseUrl(app)),
    draw: drawTicket,
  };
  app.decorate('sandboxVendor', sandboxVendor);
  await app.register(sandboxVendorRoutes(sandboxVendor));

  await registerStaticSite(app);
  return app;
}

/** The identity module's collaborators: key pair, SMS provider, mailer, OAuth providers. */
function authDeps(app: FastifyInstance): AuthDeps {
  const { config } = app;
  const outbox = new DevOutbox(app.db, app.log);
  const oauth: AuthDeps['oauth'] = {};
  for (const provider of ['google', 'facebook'] as const) {
    const env = config.oauth[provider];
    if (!env) continue;
    const defaults = OAUTH_DEFAULTS[provider];
    const entry: OAuthConfig = {
      clientId: env.clientId,
      clientSecret: env.clientSecret,
      authUrl: env.authUrl ?? defaults.authUrl,
      tokenUrl: env.tokenUrl ?? defaults.tokenUrl,
      userInfoUrl: env.userInfoUrl ?? defaults.userInfoUrl,
      scope: defaults.scope,
    };
    oauth[provider] = entry;
  }
  if (!config.sms && !config.devOutbox) app.log.warn('no SMS provider: set SMS_HTTP_URL');
  if (!config.smtp && !config.devOutbox) app.log.warn('no mailer: set SMTP_URL');
  return {
    db: app.db,
    settings: app.settings,
    loginKeys: new LoginKeys(app.db, config.loginPrivateKey),
    sms: config.sms
      ? new HttpSmsProvider(config.sms.url, config.sms.token, config.sms.sender)
      : outbox,
    mail: config.smtp ? new SmtpMailer(config.smtp.url, config.smtp.from) : outbox,
    publicUrl: config.publicUrl,
    devOutbox: config.devOutbox,
    captchaKind: config.captchaKind,
    oauth,
  };
}
