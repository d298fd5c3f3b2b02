import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { loadConfig, type AppConfig } from './config.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoOnce } from './db/seed/index.ts';
import {
  handleClientError,
  handleFrameworkError,
  registerErrorHandler,
} from './plugins/error-handler.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerGate } from './plugins/gate.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerStaticSite } from './plugins/static-site.ts';
import { registerRouteCatalogue } from './plugins/route-catalogue.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { SettingsStore } from './modules/system/settings-store.ts';
import { systemRoutes } from './modules/system/system.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    database: Database;
    settings: SettingsStore;
  }
}

export type BuildAppOptions = {
  /** Overrides of the environment configuration. */
  config?: Partial<AppConfig>;
  /** An open, migrated database to use (tests share one per worker); otherwise one is opened. */
  database?: Database;
  /** Log to stdout as JSON (default) or not at all (tests). */
  logger?: boolean;
};

/** Builds the whole application: plugins, then modules. Never listens; see server.ts. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...options.config };
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Opaque request ids so that a log line can be matched to a complaint.
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Malformed HTTP (over-long URL or headers, garbage) and URLs the router refuses (bad
    // percent-encoding, an over-long path segment) get the error envelope too.
    clientErrorHandler: handleClientError,
    frameworkErrors: handleFrameworkError,
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
    }));
  if (ownsDatabase) {
    await migrate(database.db);
    if (config.demoData) await seedDemoOnce(database.db);
    app.addHook('onClose', async () => database.close());
  }

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('settings', new SettingsStore(database.db, config.settingsCacheMs));

  registerErrorHandler(app);
  await registerSecurity(app);
  await registerDocs(app);
  registerGate(app);
  await registerRateLimit(app);

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    await app.db.execute(sql`select 1`);
    reply.header('cache-control', 'no-store');
    return { status: 'ok', database: database.kind };
  });

  await app.register(
    async (wps) => {
      await wps.register(systemRoutes);
      await wps.register((await import('./modules/media/media.routes.ts')).mediaRoutes);
      await wps.register((await import('./modules/content/content.routes.ts')).contentRoutes);
      await wps.register((await import('./modules/game/game.routes.ts')).gameRoutes);
    },
    { prefix: '/wps' },
  );

  await registerStaticSite(app);
  return app;
}
