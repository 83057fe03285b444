import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { findRoot } from './paths';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** Every variable is documented in README.md with its default. */
const ZEnv = z.object({
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
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  PRICE_SOURCE: z.enum(['file', 'skinport', 'estimate', 'auto']).default('auto'),
  PRICE_FILE: z.string().default('../shared/data/cs2-catalog.json'),
  SKINPORT_URL: z.string().url().default('https://api.skinport.com/v1/items?app_id=730&currency=USD'),
  PRICE_REFRESH_CRON: z.string().min(9).default('17 * * * *'),
  SELL_FEE_RATE: z.coerce.number().min(0).max(0.5).default(0.05),
  DEFAULT_RTP: z.coerce.number().min(0.5).max(0.99).default(0.9),
  UPGRADE_MAX_ITEMS: z.coerce.number().int().min(1).max(100).default(10),
  UPGRADE_MAX_CHANCE: z.coerce.number().gt(0).max(100).default(75),
  UPGRADE_RTP: z.coerce
    .number()
    .min(0.5)
    .max(1)
    .refine((v) => Math.abs(Math.round(v * 1e6) - v * 1e6) < 1e-6, 'at most 6 decimals')
    .default(0.9),
  UPGRADE_COINS_SHARE: z.coerce.number().min(0).max(0.5).default(0.05),
  UPGRADE_MULTIPLIERS: z
    .string()
    .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/, 'comma-separated numbers')
    .transform((v) => v.split(',').map(Number))
    .refine((list) => list.every((m) => m > 1 && m <= 1000), 'each above 1 and at most 1000')
    .default([1.5, 2, 5, 10]),
  MALL_PRICE_SYNC_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  BATTLE_ROUND_MS: z.coerce.number().int().min(10).max(600_000).default(4000),
  BATTLE_MAX_BOXES: z.coerce.number().int().min(1).max(500).default(50),
  BATTLE_WAIT_MINUTES: z.coerce.number().min(0).max(10_080).default(30),
  WITHDRAW_PROVIDER: z.enum(['sandbox', 'waxpeer']).default('sandbox'),
  WITHDRAW_MIN_DEPOSIT: z.coerce.number().min(0).max(1_000_000).default(1),
  WITHDRAW_MAX_MARKUP: z.coerce.number().min(0).max(1).default(0.1),
  WITHDRAW_OFFER_EXPIRY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  WITHDRAW_POLL_SECONDS: z.coerce.number().min(0.1).max(3600).default(15),
  WITHDRAW_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  WITHDRAW_SANDBOX_STEP_MS: z.coerce.number().int().min(10).max(600_000).default(4000),
  WITHDRAW_SANDBOX_PRICE_DRIFT: z.coerce.number().min(0).max(0.5).default(0.03),
  WITHDRAW_SANDBOX_FAIL_RATE: z.coerce.number().min(0).max(1).default(0.03),
  WITHDRAW_SANDBOX_DECLINE_RATE: z.coerce.number().min(0).max(1).default(0.05),
  WAXPEER_API_KEY: z.string().min(1).optional(),
  WAXPEER_API_URL: z.string().url().default('https://api.waxpeer.com'),
  WAXPEER_PROJECT_ID: z
    .string()
    .regex(/^[\w-]{1,30}$/, 'letters, digits, _ and -, at most 30')
    .default('dropforge'),
  IMAGE_ORIGINS: z.string().default('cdn.cstrike.app'),
  IMAGE_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  IMAGE_MAX_BYTES: z.coerce.number().int().min(1024).max(52_428_800).default(4_194_304),
  IMAGE_RETRY_SECONDS: z.coerce.number().min(1).max(86_400).default(60),
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
  /** Stripe Checkout is offered only when both are set. */
  stripe: { secretKey: string | undefined; webhookSecret: string | undefined };
  /**
   * Catalogue prices: PRICE_SOURCE (`auto` = the file when it exists, else the estimate), PRICE_FILE
   * (relative to the repository root), SKINPORT_URL and PRICE_REFRESH_CRON (Skinport refresh job).
   * `importOnBoot` (not an environment variable): import the catalogue when the goods table is empty;
   * off under NODE_ENV=test, where tests import the part they need.
   */
  catalog: {
    source: 'file' | 'skinport' | 'estimate' | 'auto';
    file: string;
    skinportUrl: string;
    refreshCron: string;
    importOnBoot: boolean;
  };
  /** SELL_FEE_RATE: the handling fee taken when a player sells an item back (default 5 %). */
  sellFeeRate: number;
  /** DEFAULT_RTP: return to player of cases whose content file names none (default 90 %); prices follow from it. */
  defaultRtp: number;
  /**
   * Upgrades: UPGRADE_MAX_ITEMS staked at once (10), UPGRADE_MAX_CHANCE percent (75), UPGRADE_RTP (0.9, at most
   * 6 decimals), UPGRADE_COINS_SHARE of the stake value gifted as coins on failure (0.05), UPGRADE_MULTIPLIERS
   * offered by the target picker (`1.5,2,5,10`).
   */
  upgrade: UpgradeSettings;
  /**
   * MALL_PRICE_SYNC_SECONDS (60): how often the mall's price copies (its listing's filter and sort) follow the
   * catalogue's prices; 0 = only at boot and at each purchase.
   */
  mallPriceSyncSeconds: number;
  /** Case battles (README "BATTLE_*"; docs/architecture.md "battles"). */
  battles: BattleSettings;
  /** Withdrawals (README "WITHDRAW_*", "WAXPEER_*"; docs/architecture.md "withdrawals"). */
  withdrawals: WithdrawalSettings;
  /** Item pictures and case art served from `/img/` (README "IMAGE_*"; docs/architecture.md "images"). */
  images: ImageSettings;
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

export type WithdrawalSettings = {
  /** WITHDRAW_PROVIDER: `sandbox` (simulated marketplace) or `waxpeer` (needs WAXPEER_API_KEY). */
  provider: 'sandbox' | 'waxpeer';
  /** WITHDRAW_MIN_DEPOSIT (USD, default 1), in thousandths: lifetime paid deposits needed to withdraw; 0 = none. */
  minDeposit: number;
  /** WITHDRAW_MAX_MARKUP (0.1): the most above the catalogue price the house pays the marketplace for an item. */
  maxMarkup: number;
  /** WITHDRAW_OFFER_EXPIRY_SECONDS (600), in ms: how long a sent trade offer waits (sandbox; Waxpeer's fallback). */
  offerExpiryMs: number;
  /** WITHDRAW_POLL_SECONDS (15), in ms: how often a real marketplace is asked about a purchase. */
  pollMs: number;
  /** WITHDRAW_MAX_ATTEMPTS (8): failed marketplace calls (5xx, timeouts) of a purchase before it is given up. */
  maxAttempts: number;
  /** WITHDRAW_SANDBOX_*: step latency (ms), ± price drift, purchase failure rate and offer decline rate. */
  sandbox: { stepMs: number; priceDrift: number; failRate: number; declineRate: number };
  /** WAXPEER_API_KEY, WAXPEER_API_URL, WAXPEER_PROJECT_ID (prefix of our `project_id`s); `timeoutMs` per call. */
  waxpeer: { apiKey: string | undefined; baseUrl: string; projectId: string; timeoutMs: number };
};

export type BattleSettings = {
  /** BATTLE_ROUND_MS (4000): the time between a battle's start and round 0, and between rounds. */
  roundMs: number;
  /** BATTLE_MAX_BOXES (50): the most boxes (rounds) a battle may have. */
  maxBoxes: number;
  /** BATTLE_WAIT_MINUTES (30), in ms: a battle still waiting for players this long is cancelled and refunded; 0 = never. */
  waitMs: number;
};

export type UpgradeSettings = {
  maxItems: number;
  maxChance: number;
  rtp: number;
  coinsShare: number;
  multipliers: number[];
};

export class ConfigError extends Error {}

/** Reads and validates the environment. Throws ConfigError with every problem listed. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = ZEnv.safeParse(source);
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
    stripe: { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET },
    catalog: {
      source: env.PRICE_SOURCE,
      file: at(env.PRICE_FILE),
      skinportUrl: env.SKINPORT_URL,
      refreshCron: env.PRICE_REFRESH_CRON,
      importOnBoot: env.NODE_ENV !== 'test',
    },
    sellFeeRate: env.SELL_FEE_RATE,
    defaultRtp: env.DEFAULT_RTP,
    upgrade: {
      maxItems: env.UPGRADE_MAX_ITEMS,
      maxChance: env.UPGRADE_MAX_CHANCE,
      rtp: env.UPGRADE_RTP,
      coinsShare: env.UPGRADE_COINS_SHARE,
      multipliers: env.UPGRADE_MULTIPLIERS,
    },
    mallPriceSyncSeconds: env.MALL_PRICE_SYNC_SECONDS,
    battles: { roundMs: env.BATTLE_ROUND_MS, maxBoxes: env.BATTLE_MAX_BOXES, waitMs: env.BATTLE_WAIT_MINUTES * 60_000 },
    withdrawals: withdrawalSettings(env),
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

function withdrawalSettings(env: z.infer<typeof ZEnv>): WithdrawalSettings {
  if (env.WITHDRAW_PROVIDER === 'waxpeer' && !env.WAXPEER_API_KEY) {
    throw new ConfigError(
      'WITHDRAW_PROVIDER=waxpeer needs WAXPEER_API_KEY (the key of the Waxpeer account that buys).',
    );
  }
  return {
    provider: env.WITHDRAW_PROVIDER,
    minDeposit: Math.round(env.WITHDRAW_MIN_DEPOSIT * 1000),
    maxMarkup: env.WITHDRAW_MAX_MARKUP,
    offerExpiryMs: env.WITHDRAW_OFFER_EXPIRY_SECONDS * 1000,
    pollMs: Math.round(env.WITHDRAW_POLL_SECONDS * 1000),
    maxAttempts: env.WITHDRAW_MAX_ATTEMPTS,
    sandbox: {
      stepMs: env.WITHDRAW_SANDBOX_STEP_MS,
      priceDrift: env.WITHDRAW_SANDBOX_PRICE_DRIFT,
      failRate: env.WITHDRAW_SANDBOX_FAIL_RATE,
      declineRate: env.WITHDRAW_SANDBOX_DECLINE_RATE,
    },
    waxpeer: {
      apiKey: env.WAXPEER_API_KEY,
      baseUrl: env.WAXPEER_API_URL.replace(/\/+$/, ''),
      projectId: env.WAXPEER_PROJECT_ID,
      timeoutMs: 10_000,
    },
  };
}

/**
 * Production requires every secret from the environment. Elsewhere a missing secret is generated
 * once and kept in `<DATA_DIR>/secrets.json`, so sessions survive restarts.
 */
function resolveSecrets(env: z.infer<typeof ZEnv>, isProduction: boolean, dataDir: string): Record<SecretKey, string> {
  const missing = SECRET_KEYS.filter((k) => !env[k]);
  if (missing.length === 0) return { SESSION_PEPPER: env.SESSION_PEPPER!, COOKIE_SECRET: env.COOKIE_SECRET! };
  if (isProduction) {
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
