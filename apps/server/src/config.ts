import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Repository root, two levels above apps/server/src. */
export const ROOT_DIR = path.resolve(here, '../../..');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('false'),
  COUNTRY_HEADER: z.string().default('cf-ipcountry'),
  OPERATOR_TOKEN: z.string().min(16).optional(),
  SETTINGS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  DEMO_DATA: z.enum(['true', 'false']).default('true'),
  WEB_DIST: z.string().optional(),
  REDIS_URL: z.string().optional(),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** Set: real PostgreSQL. Unset: embedded PGlite under dataDir (or in memory when dataDir is 'memory://'). */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  logLevel: string;
  /** true, false, or a comma-separated list of proxy addresses/CIDR ranges to trust. */
  trustProxy: boolean | string;
  countryHeader: string;
  operatorToken: string;
  settingsCacheMs: number;
  demoData: boolean;
  webDist: string;
  /** Redis for shared counters (rate limits) across a fleet; unset: counters live in this process. */
  redisUrl: string | undefined;
};

/** Operator token outside production when OPERATOR_TOKEN is unset; printed in the README. */
export const DEV_OPERATOR_TOKEN = 'dev-operator-token-change-me';

function parseTrustProxy(raw: string): boolean | string {
  if (raw === 'true') return true;
  if (raw === 'false' || raw === '') return false;
  return raw;
}

/** Reads the configuration from the environment; every variable is listed in the README. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.parse(env);
  const isProd = parsed.NODE_ENV === 'production';
  if (isProd && !parsed.OPERATOR_TOKEN) {
    throw new Error('OPERATOR_TOKEN must be set in production');
  }
  return {
    env: parsed.NODE_ENV,
    host: parsed.HOST,
    port: parsed.PORT,
    dataDir:
      parsed.DATA_DIR === 'memory://' ? 'memory://' : path.resolve(ROOT_DIR, parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    databasePoolSize: parsed.DATABASE_POOL_SIZE,
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    countryHeader: parsed.COUNTRY_HEADER.toLowerCase(),
    // Development default is printed in the README; production refuses to start without one.
    operatorToken:
      parsed.OPERATOR_TOKEN ??
      (parsed.NODE_ENV === 'test' ? randomBytes(24).toString('hex') : DEV_OPERATOR_TOKEN),
    settingsCacheMs: parsed.SETTINGS_CACHE_MS,
    demoData: parsed.DEMO_DATA === 'true',
    webDist: parsed.WEB_DIST ? path.resolve(parsed.WEB_DIST) : path.join(ROOT_DIR, 'apps/web/dist'),
    redisUrl: parsed.REDIS_URL || undefined,
  };
}
