import {
  battlesApi,
  casesApi,
  eventsApi,
  flippingApi,
  freeApi,
  giveawaysApi,
  inventoryApi,
  mallApi,
  missionsApi,
  paymentsApi,
  upgradeApi,
  vipApi,
  wheelApi,
  withdrawalsApi,
} from '@dropforge/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Config } from '../config';

/**
 * Rate-limit groups (README "Rate limits"). Only the API is limited: static files, pictures, uploads and
 * the app's HTML never are. Each group has its own bucket per account (signed in) or per IP (visitors).
 * - `money`: calls that move money or items (RATE_LIMIT_MONEY_MAX);
 * - `read`: other GET/HEAD calls and the websocket (RATE_LIMIT_READ_MAX);
 * - `write`: every other call (RATE_LIMIT_MAX);
 * - routes with their own `config.rateLimit` (sign-in, codes, password reset, uploads) keep
 *   their stricter per-IP limit instead; `rateLimit: false` (webhooks) is never limited.
 */
export type RateGroup = 'read' | 'write' | 'money';

const MONEY_ROUTES = new Set(
  [
    casesApi.open,
    freeApi.open,
    upgradeApi.upgrade,
    battlesApi.create,
    battlesApi.join,
    battlesApi.copy,
    inventoryApi.sell,
    paymentsApi.recharge,
    withdrawalsApi.extract,
    mallApi.buy,
    vipApi.boxReceive,
    vipApi.taskReceive,
    vipApi.rakebackReceive,
    giveawaysApi.join,
    giveawaysApi.create,
    eventsApi.checkInDo,
    eventsApi.flip,
    eventsApi.freeCoinsClaim,
    missionsApi.taskReceive,
    wheelApi.start,
    flippingApi.start,
  ].map((r) => `${r.method} ${r.path}`),
);

/** Paths that are limited at all: the JSON API, the websocket, the payment sandbox's pages and dev tools. */
const LIMITED = /^\/(api|ws|sandbox|dev)(\/|$)/;

export function groupOf(method: string, url: string): RateGroup | undefined {
  if (!LIMITED.test(url)) return undefined;
  if (MONEY_ROUTES.has(`${method} ${url}`)) return 'money';
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}

type Limiter = (req: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number }>;
type CreateRateLimit = (options: {
  max: number;
  timeWindow: number;
  keyGenerator: (req: FastifyRequest) => string | Promise<string>;
}) => Limiter;

/** Who a request counts against: `u:<id>` when signed in, otherwise `ip:<address>` (or undefined when exempt). */
export type SubjectOf = (req: FastifyRequest) => Promise<string | undefined>;

type Identify = {
  tokenOf: (req: FastifyRequest) => string | undefined;
  accountOf: (req: FastifyRequest) => Promise<number | undefined>;
};
const ACCOUNT_CACHE_MS = 60_000;
const ACCOUNT_CACHE_SIZE = 10_000;

const SUBJECT = Symbol('rateSubject');
type Marked = FastifyRequest & { [SUBJECT]?: Promise<string | undefined> };

/**
 * Installs the per-group limits. `identify` is bound later by the app (auth sits above the platform): it
 * names the signed-in account of a request, or undefined for visitors.
 */
export function registerRateLimits(app: FastifyInstance, config: Config) {
  let sessions: Identify | undefined;
  // token → account (null: not a live session), so a limited call costs no session lookup most of the time.
  const known = new Map<string, { account: number | null; at: number }>();
  const accountOf = async (req: FastifyRequest): Promise<number | undefined> => {
    const token = sessions?.tokenOf(req);
    if (!sessions || !token) return undefined;
    const hit = known.get(token);
    if (hit && Date.now() - hit.at < ACCOUNT_CACHE_MS) return hit.account ?? undefined;
    const account = (await sessions.accountOf(req).catch(() => undefined)) ?? null;
    if (known.size >= ACCOUNT_CACHE_SIZE) known.delete(known.keys().next().value as string);
    known.set(token, { account, at: Date.now() });
    return account ?? undefined;
  };
  const create = (app as unknown as { createRateLimit: CreateRateLimit }).createRateLimit;
  const windowMs = config.rateLimit.windowMs;
  const subject = (req: FastifyRequest) => {
    const marked = req as Marked;
    marked[SUBJECT] ??= (async () => {
      const account = await accountOf(req);
      if (account !== undefined) return `u:${account}`;
      // Trusted addresses skip per-IP limits, never per-account ones.
      return config.trustedIps.includes(req.ip) ? undefined : `ip:${req.ip}`;
    })();
    return marked[SUBJECT];
  };
  const limiters: Record<RateGroup, Limiter> = {
    read: create({ max: config.rateLimit.readMax, timeWindow: windowMs, keyGenerator: keyFor('read') }),
    write: create({ max: config.rateLimit.max, timeWindow: windowMs, keyGenerator: keyFor('write') }),
    money: create({ max: config.rateLimit.moneyMax, timeWindow: windowMs, keyGenerator: keyFor('money') }),
  };
  function keyFor(group: RateGroup) {
    return async (req: FastifyRequest) => `${group}:${await subject(req)}`;
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    const own = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit;
    if (own !== undefined) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const group = groupOf(String(methods[0]), route.url ?? '');
    if (!group) return;
    const limiter = limiters[group];
    const hook = async (req: FastifyRequest, reply: FastifyReply) => {
      if ((await subject(req)) === undefined) return;
      const result = await limiter(req);
      if (result.isAllowed || !result.isExceeded) return;
      const seconds = Math.max(1, result.ttlInSeconds ?? 1);
      reply.header('retry-after', seconds);
      throw Object.assign(new Error('rate limited'), { statusCode: 429 });
    };
    const existing = route.onRequest;
    route.onRequest = existing ? [...(Array.isArray(existing) ? existing : [existing]), hook] : [hook];
  });

  return {
    /** Binds how a request's session token and account are found (looked up once a minute per token). */
    identify(fn: Identify) {
      sessions = fn;
    },
  };
}
