import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { SettingsStore } from '../modules/system/settings-store.ts';
import type { ReadCache } from './read-cache.ts';

/**
 * What every route module is given (app.ts builds it once): the database, the merchant settings,
 * the cache of read answers and the configuration. A module that needs more takes `RouteDeps & { … }`. Route files read
 * their collaborators from here, never from the Fastify instance, so that a test can hand a
 * module exactly what it needs.
 */
export type RouteDeps = { db: Db; settings: SettingsStore; cache: ReadCache; config: AppConfig };
