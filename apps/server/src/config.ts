import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { OPERATOR_ROLES, type OperatorRole } from '@app/contracts';
import { SERVER_SRC } from './lib/source-dir.ts';

/** Repository root, two levels above apps/server/src. */
export const ROOT_DIR = path.resolve(SERVER_SRC, '../../..');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  METRICS_HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  PGLITE_FSYNC: z.enum(['true', 'false']).default('true'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('false'),
  COUNTRY_HEADER: z.string().default('cf-ipcountry'),
  OPERATOR_TOKEN: z.string().min(16).optional(),
  OPERATOR_TOKEN_ROLE: z.enum(OPERATOR_ROLES).optional(),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SETTINGS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** How long a cached read answer (catalogue) may live without an invalidation (ms). */
  READ_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  /** How long a live chat stream stays open before the client reconnects (ms). */
  CHAT_STREAM_MS: z.coerce.number().int().min(50).max(600_000).optional(),
  DEMO_DATA: z.enum(['true', 'false']).optional(),
  WEB_DIST: z.string().optional(),
  ADMIN_DIST: z.string().optional(),
  REDIS_URL: z.string().optional(),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).max(1000).default(1),
  PUBLIC_URL: z.string().url().optional(),
  LOGIN_PRIVATE_KEY: z.string().optional(),
  CAPTCHA_KIND: z.enum(['equation', 'text']).default('text'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_SENDER: z.string().default('LuckyLotus'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Lucky Lotus <no-reply@luckylotus.example>'),
  DEV_OUTBOX: z.enum(['true', 'false']).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: z.string().url().optional(),
  GOOGLE_TOKEN_URL: z.string().url().optional(),
  GOOGLE_USERINFO_URL: z.string().url().optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_AUTH_URL: z.string().url().optional(),
  FACEBOOK_TOKEN_URL: z.string().url().optional(),
  FACEBOOK_USERINFO_URL: z.string().url().optional(),
  VENDOR_SANDBOX_SECRET: z.string().min(16).optional(),
  PAYMENT_SANDBOX_SECRET: z.string().min(16).optional(),
  SANDBOX_GATEWAY: z.enum(['true', 'false']).optional(),
});

type OAuthEnv = {
  clientId: string;
  clientSecret: string;
  authUrl?: string | undefined;
  tokenUrl?: string | undefined;
  userInfoUrl?: string | undefined;
};

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /**
   * API processes serving the port (node:cluster: the primary hands connections round-robin to
   * its workers and starts again any that dies). More than one needs DATABASE_URL.
   */
  workers: number;
  /** Prometheus /metrics on its own port (loopback by default); 0 turns it off. */
  metricsPort: number;
  /** The embedded database syncs each commit to disk (PGLITE_FSYNC, default true). */
  pgliteFsync: boolean;
  metricsHost: string;
  dataDir: string;
  /** Set: real PostgreSQL. Unset: embedded PGlite under dataDir (or in memory when dataDir is 'memory://'). */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  logLevel: string;
  /** true, false, or a comma-separated list of proxy addresses/CIDR ranges to trust. */
  trustProxy: boolean | string;
  countryHeader: string;
  /**
   * The service token for automation (the CLI, scripts): null when refused. In production it is
   * accepted only when OPERATOR_TOKEN is set, and never equal to the development default.
   */
  operatorToken: string | null;
  /** The role the service token acts with (OPERATOR_TOKEN_ROLE). */
  operatorTokenRole: OperatorRole;
  /** The first administrator, created on start when there is no operator yet. */
  initialAdmin: { username: string; password: string } | undefined;
  settingsCacheMs: number;
  /**
   * The longest a cached read answer (game lists, vendor configuration) lives: operators' changes
   * drop them at once in every process; this bounds a change made behind the server's back.
   * 5 minutes, or 0 (nothing kept) under test.
   */
  readCacheMs: number;
  /**
   * How long the server keeps a live chat stream open before ending it (the client reconnects with
   * its last sequence number): 25 s, or 250 ms under test so that an injected request ends.
   */
  chatStreamMs: number;
  demoData: boolean;
  webDist: string;
  /** The built back office (apps/admin), served under /admin. */
  adminDist: string;
  /** Redis for shared counters (rate limits) across a fleet; unset: counters live in this process. */
  redisUrl: string | undefined;
  /** Scales every route's rate limit (1 = as written); the browser suite raises it. */
  rateLimitMultiplier: number;
  /** Origin the site is reached at, for links in e-mails and OAuth redirects. */
  publicUrl: string;
  /** PEM of the RSA key that decrypts login bodies; unset: one is made and kept in the database. */
  loginPrivateKey: string | undefined;
  captchaKind: 'equation' | 'text';
  sms: { url: string; token: string | undefined; sender: string } | undefined;
  smtp: { url: string; from: string } | undefined;
  /** Development SMS/mail go to the log and the dev outbox (never in production). */
  devOutbox: boolean;
  oauth: { google?: OAuthEnv; facebook?: OAuthEnv };
  /**
   * Secrets of the vendor wallet API by environment variable name (every VENDOR_*_SECRET of 16 or
   * more characters); vendor_wallet_accounts.secret_env names the one a vendor signs with.
   */
  vendorSecrets: Record<string, string>;
  /** Secret of the sandbox payment gateway's signed callbacks. */
  paymentSandboxSecret: string;
  /** Serve the sandbox payment gateway (/wps/sandbox-gateway); off in production unless asked. */
  sandboxGateway: boolean;
};

/** Operator token outside production when OPERATOR_TOKEN is unset; printed in the README. */
export const DEV_OPERATOR_TOKEN = 'dev-operator-token-change-me';
/** Vendor wallet secret of the demo vendors outside production when VENDOR_SANDBOX_SECRET is unset. */
export const DEV_VENDOR_SANDBOX_SECRET = 'dev-vendor-sandbox-secret-change-me';
/** Sandbox payment gateway secret outside production when PAYMENT_SANDBOX_SECRET is unset. */
export const DEV_PAYMENT_SANDBOX_SECRET = 'dev-payment-sandbox-secret-change-me';

/** Every VENDOR_<NAME>_SECRET in the environment that is long enough to be a secret. */
function vendorSecretsOf(env: NodeJS.ProcessEnv, sandbox: string): Record<string, string> {
  const secrets: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (/^VENDOR_[A-Z0-9_]+_SECRET$/.test(name) && value && value.length >= 16) {
      secrets[name] = value;
    }
  }
  secrets.VENDOR_SANDBOX_SECRET = sandbox;
  return secrets;
}

function parseTrustProxy(raw: string): boolean | string {
  if (raw === 'true') return true;
  if (raw === 'false' || raw === '') return false;
  return raw;
}

/** A configuration the server refuses to start with: one line naming the variable and the fix. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Each variable's problem as `NAME: what is wrong`, on one line. */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`)
    .join('; ');
}

/**
 * Production refuses what is only safe on a laptop: the development secrets printed in the README,
 * the demo data (its accounts and operators have published passwords and TOTP secrets), the
 * sandbox payment gateway and the development outbox.
 */
function refuseUnsafeProduction(parsed: z.infer<typeof EnvSchema>) {
  const problems: string[] = [];
  if (parsed.OPERATOR_TOKEN === DEV_OPERATOR_TOKEN) {
    problems.push('OPERATOR_TOKEN is the development default: set your own or unset it');
  }
  if (!parsed.VENDOR_SANDBOX_SECRET) {
    problems.push('VENDOR_SANDBOX_SECRET must be set in production (16+ characters)');
  } else if (parsed.VENDOR_SANDBOX_SECRET === DEV_VENDOR_SANDBOX_SECRET) {
    problems.push('VENDOR_SANDBOX_SECRET is the development default: set your own');
  }
  if (parsed.PAYMENT_SANDBOX_SECRET === DEV_PAYMENT_SANDBOX_SECRET) {
    problems.push('PAYMENT_SANDBOX_SECRET is the development default: set your own or unset it');
  }
  if (parsed.DEMO_DATA === 'true') {
    problems.push('DEMO_DATA=true loads accounts with published passwords: unset it in production');
  }
  if (parsed.SANDBOX_GATEWAY === 'true') {
    problems.push('SANDBOX_GATEWAY=true serves a fake payment gateway: unset it in production');
  }
  if (parsed.DEV_OUTBOX === 'true') {
    problems.push('DEV_OUTBOX=true publishes SMS codes and e-mails: unset it in production');
  }
  if (problems.length)
    throw new ConfigError(`Refusing to start in production: ${problems.join('; ')}`);
}

/** Reads the configuration from the environment; every variable is listed in the README. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = EnvSchema.safeParse(env);
  if (!result.success)
    throw new ConfigError(`Invalid configuration: ${describeIssues(result.error)}`);
  const parsed = result.data;
  const isProd = parsed.NODE_ENV === 'production';
  if (isProd) refuseUnsafeProduction(parsed);
  if (parsed.WORKERS > 1 && !parsed.DATABASE_URL) {
    throw new ConfigError(
      `WORKERS=${parsed.WORKERS} needs DATABASE_URL: the embedded database serves one process (set DATABASE_URL to a PostgreSQL database, or WORKERS=1)`,
    );
  }
  if (Boolean(parsed.ADMIN_USERNAME) !== Boolean(parsed.ADMIN_PASSWORD)) {
    throw new ConfigError('ADMIN_USERNAME and ADMIN_PASSWORD are set together, or neither');
  }
  const sandboxGateway = parsed.SANDBOX_GATEWAY ? parsed.SANDBOX_GATEWAY === 'true' : !isProd;
  return {
    env: parsed.NODE_ENV,
    host: parsed.HOST,
    port: parsed.PORT,
    workers: parsed.WORKERS,
    metricsPort: parsed.METRICS_PORT,
    pgliteFsync: parsed.PGLITE_FSYNC === 'true',
    metricsHost: parsed.METRICS_HOST,
    dataDir:
      parsed.DATA_DIR === 'memory://' ? 'memory://' : path.resolve(ROOT_DIR, parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    databasePoolSize: parsed.DATABASE_POOL_SIZE,
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    countryHeader: parsed.COUNTRY_HEADER.toLowerCase(),
    // Development default is printed in the README; production has no service token unless
    // OPERATOR_TOKEN is set (operators sign in with their accounts).
    operatorToken:
      parsed.OPERATOR_TOKEN ??
      (isProd
        ? null
        : parsed.NODE_ENV === 'test'
          ? randomBytes(24).toString('hex')
          : DEV_OPERATOR_TOKEN),
    // Outside production the service token acts as an administrator unless told otherwise; in
    // production it gets the least (read_only) unless OPERATOR_TOKEN_ROLE names a role.
    operatorTokenRole: parsed.OPERATOR_TOKEN_ROLE ?? (isProd ? 'read_only' : 'administrator'),
    initialAdmin:
      parsed.ADMIN_USERNAME && parsed.ADMIN_PASSWORD
        ? { username: parsed.ADMIN_USERNAME, password: parsed.ADMIN_PASSWORD }
        : undefined,
    settingsCacheMs: parsed.SETTINGS_CACHE_MS,
    readCacheMs: parsed.READ_CACHE_MS ?? (parsed.NODE_ENV === 'test' ? 0 : 300_000),
    chatStreamMs: parsed.CHAT_STREAM_MS ?? (parsed.NODE_ENV === 'test' ? 250 : 25_000),
    // Demo data by default on a laptop; never in production (refused above).
    demoData: parsed.DEMO_DATA ? parsed.DEMO_DATA === 'true' : !isProd,
    webDist: parsed.WEB_DIST ? path.resolve(parsed.WEB_DIST) : path.join(ROOT_DIR, 'apps/web/dist'),
    adminDist: parsed.ADMIN_DIST
      ? path.resolve(parsed.ADMIN_DIST)
      : path.join(ROOT_DIR, 'apps/admin/dist'),
    redisUrl: parsed.REDIS_URL || undefined,
    rateLimitMultiplier: parsed.RATE_LIMIT_MULTIPLIER,
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    loginPrivateKey: parsed.LOGIN_PRIVATE_KEY?.replace(/\\n/g, '\n'),
    captchaKind: parsed.CAPTCHA_KIND,
    sms: parsed.SMS_HTTP_URL
      ? { url: parsed.SMS_HTTP_URL, token: parsed.SMS_HTTP_TOKEN, sender: parsed.SMS_SENDER }
      : undefined,
    smtp: parsed.SMTP_URL ? { url: parsed.SMTP_URL, from: parsed.MAIL_FROM } : undefined,
    devOutbox: isProd ? false : parsed.DEV_OUTBOX !== 'false',
    vendorSecrets: vendorSecretsOf(env, parsed.VENDOR_SANDBOX_SECRET ?? DEV_VENDOR_SANDBOX_SECRET),
    paymentSandboxSecret: parsed.PAYMENT_SANDBOX_SECRET ?? DEV_PAYMENT_SANDBOX_SECRET,
    sandboxGateway,
    oauth: {
      ...(parsed.GOOGLE_CLIENT_ID && parsed.GOOGLE_CLIENT_SECRET
        ? {
            google: {
              clientId: parsed.GOOGLE_CLIENT_ID,
              clientSecret: parsed.GOOGLE_CLIENT_SECRET,
              authUrl: parsed.GOOGLE_AUTH_URL,
              tokenUrl: parsed.GOOGLE_TOKEN_URL,
              userInfoUrl: parsed.GOOGLE_USERINFO_URL,
            },
          }
        : {}),
      ...(parsed.FACEBOOK_CLIENT_ID && parsed.FACEBOOK_CLIENT_SECRET
        ? {
            facebook: {
              clientId: parsed.FACEBOOK_CLIENT_ID,
              clientSecret: parsed.FACEBOOK_CLIENT_SECRET,
              authUrl: parsed.FACEBOOK_AUTH_URL,
              tokenUrl: parsed.FACEBOOK_TOKEN_URL,
              userInfoUrl: parsed.FACEBOOK_USERINFO_URL,
            },
          }
        : {}),
    },
  };
}
