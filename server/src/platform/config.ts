import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { findRoot } from './paths';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** User-Agent substrings of crawlers and link previews the page-load guard lets through by default. */
const PAGE_GUARD_CRAWLERS =
  'Googlebot,bingbot,DuckDuckBot,Applebot,YandexBot,facebookexternalhit,Twitterbot,Discordbot,TelegramBot,Slackbot';

/** Every variable is documented in README.md with its default. */
export const PLATFORM_ENV = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  REDIS_URL: z.string().url().optional(),
  REDIS_PREFIX: z.string().min(1).max(40).default('dropforge:'),
  SMTP_URL: z.string().optional(),
  SESSION_PEPPER: z.string().min(32).optional(),
  COOKIE_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool,
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_READ_MAX: z.coerce.number().int().min(1).default(1200),
  RATE_LIMIT_MONEY_MAX: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  WEB_DIST: z.string().default('web/dist'),
  CONTENT_DIR: z.string().default('content'),
  JOBS: bool,
  RATE_LIMIT_TRUSTED_IPS: z.string().default(''),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  REGISTER_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  CODE_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  FORGET_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  CAPTCHA_MODE: z.enum(['on', 'off']).default('on'),
  STEAM_OPENID_ENDPOINT: z.string().url().default('https://steamcommunity.com/openid/login'),
  STEAM_API_KEY: z.string().optional(),
  STEAM_API_URL: z.string().url().default('https://api.steampowered.com'),
  UPLOAD_DIR: z.string().default('.data/uploads'),
  MAIL_FROM: z.string().default('Dropforge <no-reply@dropforge.local>'),
  METRICS_TOKEN: z.string().min(16).optional(),
  IMAGE_ORIGINS: z.string().default('cdn.cstrike.app'),
  IMAGE_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  IMAGE_MAX_BYTES: z.coerce.number().int().min(1024).max(52_428_800).default(4_194_304),
  IMAGE_RETRY_SECONDS: z.coerce.number().min(1).max(86_400).default(60),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  PAGE_GUARD: z.enum(['on', 'off']).optional(),
  PAGE_GUARD_ALLOW: z.string().default(PAGE_GUARD_CRAWLERS),
});

const SECRET_KEYS = ['SESSION_PEPPER', 'COOKIE_SECRET'] as const;
type SecretKey = (typeof SECRET_KEYS)[number];

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl: string;
  root: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  embeddedPgPort: number;
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel, so deployments (or test runs) sharing a Redis stay apart. */
  redisPrefix: string;
  smtpUrl: string | undefined;
  sessionPepper: string;
  cookieSecret: string;
  /**
   * How long an instance answers a session from memory. Sign-out, revocation and the site's own account edits reach
   * every instance over the bus at once; this bounds only edits made behind the site's back (SQL, another tool).
   */
  sessionCacheMs: number;
  /** Server processes sharing the port (`WEB_CONCURRENCY`); more than one needs DATABASE_URL and REDIS_URL. */
  webConcurrency: number;
  logLevel: string;
  trustProxy: boolean;
  /**
   * API rate limits per window, per account when signed in and per IP otherwise (README "Rate limits"):
   * `readMax` GET calls and the websocket, `moneyMax` calls that move money or items, `max` every other call.
   */
  rateLimit: { max: number; readMax: number; moneyMax: number; windowMs: number };
  bodyLimit: number;
  webDist: string;
  contentDir: string;
  migrationsDir: string;
  /** Whether this process runs pg-boss workers (default on). */
  jobs: boolean;
  /** Addresses exempt from per-IP limits (never from per-account limits). */
  trustedIps: string[];
  /** Per-IP requests per minute on sign-in, registration, code sending and password reset. */
  authLimits: { login: number; register: number; code: number; forget: number };
  captchaMode: 'on' | 'off';
  steam: { openidEndpoint: string; apiKey: string | undefined; apiUrl: string };
  uploadDir: string;
  mailFrom: string;
  /** Item pictures and case art served from `/img/` (README "IMAGE_*"; docs/architecture.md "images"). */
  images: ImageSettings;
  /** METRICS_TOKEN: bearer token `/metrics` asks of any address but loopback (production without it: loopback only). */
  metricsToken: string | undefined;
  /**
   * The page-load guard (spec §7, `platform/http/page-guard.ts`): PAGE_GUARD (`on` in production, else `off`) and
   * PAGE_GUARD_ALLOW, User-Agent substrings (case-insensitive) of crawlers that may load pages anyway.
   */
  pageGuard: { enabled: boolean; allow: string[] };
};

export type ImageSettings = {
  /**
   * IMAGE_ORIGINS (`cdn.cstrike.app`, the host of every catalogue picture): comma-separated hosts pictures may be
   * fetched from. A bare host allows `https://host` only; `http://127.0.0.1:8080` allows exactly that origin.
   */
  origins: string[];
  /** IMAGE_FETCH_TIMEOUT_MS (4000): how long one fetch from an origin may take, headers and body. */
  timeoutMs: number;
  /** IMAGE_MAX_BYTES (4 MiB): the largest picture accepted from an origin. */
  maxBytes: number;
  /** IMAGE_RETRY_SECONDS (60), in ms: the first wait after a failed fetch; it doubles per failure, at most an hour. */
  retryMs: number;
  /** `<DATA_DIR>/images`: fetched pictures, stored by hash. */
  dir: string;
};

export class ConfigError extends Error {}

/** Reads and validates the environment. Throws ConfigError with every problem listed. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = PLATFORM_ENV.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const root = overrides.root ?? findRoot();
  const at = (p: string) => (isAbsolute(p) ? p : resolve(root, p));
  const dataDir = overrides.dataDir ?? at(env.DATA_DIR);
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && env.CAPTCHA_MODE === 'off') {
    throw new ConfigError('CAPTCHA_MODE=off is refused in production: the captcha protects sign-in and codes.');
  }
  if (env.WEB_CONCURRENCY > 1 && (!env.DATABASE_URL || !env.REDIS_URL)) {
    throw new ConfigError(
      'WEB_CONCURRENCY > 1 needs DATABASE_URL and REDIS_URL: the servers share one database and one bus, as instances do.',
    );
  }
  const secrets = resolveSecrets(env, isProduction, dataDir);
  const port = overrides.port ?? env.PORT;
  return {
    env: env.NODE_ENV,
    isProduction,
    host: env.HOST,
    port,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    root,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolMax: env.DATABASE_POOL_MAX,
    embeddedPgPort: env.EMBEDDED_PG_PORT,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    smtpUrl: env.SMTP_URL,
    sessionPepper: secrets.SESSION_PEPPER,
    cookieSecret: secrets.COOKIE_SECRET,
    sessionCacheMs: env.SESSION_CACHE_MS,
    webConcurrency: env.WEB_CONCURRENCY,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY ?? false,
    rateLimit: {
      max: env.RATE_LIMIT_MAX,
      readMax: env.RATE_LIMIT_READ_MAX,
      moneyMax: env.RATE_LIMIT_MONEY_MAX,
      windowMs: env.RATE_LIMIT_WINDOW_MS,
    },
    bodyLimit: env.BODY_LIMIT_BYTES,
    webDist: at(env.WEB_DIST),
    contentDir: at(env.CONTENT_DIR),
    migrationsDir: join(root, 'server', 'migrations'),
    jobs: env.JOBS ?? true,
    trustedIps: env.RATE_LIMIT_TRUSTED_IPS.split(',')
      .map((ip) => ip.trim())
      .filter(Boolean),
    authLimits: {
      login: env.LOGIN_RATE_LIMIT,
      register: env.REGISTER_RATE_LIMIT,
      code: env.CODE_RATE_LIMIT,
      forget: env.FORGET_RATE_LIMIT,
    },
    captchaMode: env.CAPTCHA_MODE,
    steam: { openidEndpoint: env.STEAM_OPENID_ENDPOINT, apiKey: env.STEAM_API_KEY, apiUrl: env.STEAM_API_URL },
    uploadDir: at(env.UPLOAD_DIR),
    mailFrom: env.MAIL_FROM,
    metricsToken: env.METRICS_TOKEN,
    pageGuard: {
      enabled: (env.PAGE_GUARD ?? (isProduction ? 'on' : 'off')) === 'on',
      allow: env.PAGE_GUARD_ALLOW.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    },
    images: {
      origins: env.IMAGE_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter(Boolean),
      timeoutMs: env.IMAGE_FETCH_TIMEOUT_MS,
      maxBytes: env.IMAGE_MAX_BYTES,
      retryMs: Math.round(env.IMAGE_RETRY_SECONDS * 1000),
      dir: join(dataDir, 'images'),
    },
    ...overrides,
  };
}

/**
 * A production deployment (its own database, `DATABASE_URL`) requires every secret from the environment. Elsewhere,
 * including `NODE_ENV=production` on the embedded database of a fresh clone (`npm start` must serve the demo site
 * whatever NODE_ENV says), a missing secret is generated once and kept in `<DATA_DIR>/secrets.json`, so sessions
 * survive restarts.
 */
function resolveSecrets(
  env: z.infer<typeof PLATFORM_ENV>,
  isProduction: boolean,
  dataDir: string,
): Record<SecretKey, string> {
  const missing = SECRET_KEYS.filter((k) => !env[k]);
  if (missing.length === 0) return { SESSION_PEPPER: env.SESSION_PEPPER!, COOKIE_SECRET: env.COOKIE_SECRET! };
  if (isProduction && env.DATABASE_URL) {
    throw new ConfigError(
      `Missing required secrets in production: ${missing.join(', ')}. ` +
        'Set each to a random string of at least 32 characters (e.g. `openssl rand -hex 32`).',
    );
  }
  const file = join(dataDir, 'secrets.json');
  const stored: Partial<Record<SecretKey, string>> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  let changed = false;
  for (const key of missing) {
    if (!stored[key]) {
      stored[key] = randomBytes(32).toString('hex');
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    SESSION_PEPPER: env.SESSION_PEPPER ?? stored.SESSION_PEPPER!,
    COOKIE_SECRET: env.COOKIE_SECRET ?? stored.COOKIE_SECRET!,
  };
}
