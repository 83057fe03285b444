import { randomUUID } from 'node:crypto';
import type { RollingResult } from '@dropforge/shared/contract';
import { toAmount } from '@dropforge/shared/domain';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { createAuthModule, createCaptcha, createSteamAuth, type ProfileExtras, type Sessions } from './modules/auth';
import { type BattlesModule, createBattlesModule } from './modules/battles';
import { type CasesModule, createCasesModule, freeCaseFacts, loadCaseContent } from './modules/cases';
import { type CatalogModule, createCatalogModule } from './modules/catalog';
import { createContentModule } from './modules/content';
import { createFairModule, type FairModule } from './modules/fair';
import { createInventoryModule, type InventoryModule } from './modules/inventory';
import { createMallModule, type MallModule } from './modules/mall';
import { createPaymentsModule, createStripeProvider } from './modules/payments';
import { createRealtimeModule, type RealtimeModule } from './modules/realtime';
import { createUpgradeModule, type UpgradeModule } from './modules/upgrade';
import { createVipModule } from './modules/vip';
import { balancesOf, type HistorySource, type ItemViews, walletRoutes } from './modules/wallet';
import { createWithdrawalsModule, type WithdrawalsModule } from './modules/withdrawals';
import type { Bus, Presence } from './platform/bus';
import { type Clock, systemClock } from './platform/clock';
import type { Config } from './platform/config';
import { type Database, migrationsApplied } from './platform/db';
import { registerCompression } from './platform/http/compression';
import { countryOf } from './platform/http/country';
import { registerEnvelope } from './platform/http/envelope';
import { registerIdempotency } from './platform/http/idempotency';
import { RequestLog } from './platform/http/request-log';
import { registerSecurity } from './platform/http/security';
import { registerWeb } from './platform/http/web';
import { createImages } from './platform/images';
import type { Jobs } from './platform/jobs';
import type { Store } from './platform/kv';
import { createMailer } from './platform/mail';
import { type Gateway, registerGateway } from './platform/ws';

export type AppDeps = {
  config: Config;
  database: Database;
  bus: Bus;
  presence: Presence;
  jobs: Jobs;
  store: Store;
  /** Wall clock and timers of the drop feed's delays (tests pass a manual one). */
  clock?: Clock;
};
export type App = {
  app: FastifyInstance;
  database: Database;
  store: Store;
  captcha: ReturnType<typeof createCaptcha>;
  bus: Bus;
  gateway: Gateway;
  seed: () => Promise<void>;
  catalog: CatalogModule;
  inventory: InventoryModule;
  fair: FairModule;
  realtime: RealtimeModule;
  cases: CasesModule;
  upgrade: UpgradeModule;
  battles: BattlesModule;
  withdrawals: WithdrawalsModule;
  mall: MallModule;
  /** Session store (tests and the bench sign players in without the e-mail flow). */
  sessions: Sessions;
  rateLimitRedis?: Redis;
};

const REQUEST_ID = /^[\w-]{8,64}$/;

export function createFastify(config: Config, logStream?: NodeJS.WritableStream): FastifyInstance {
  return Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            // Query strings may carry captcha answers, OpenID signatures and states: log the path only.
            serializers: {
              req: (req: { method: string; url: string; id: string }) => ({
                method: req.method,
                path: req.url.split('?')[0],
                reqId: req.id,
              }),
            },
            ...(logStream ? { stream: logStream } : {}),
          },
    trustProxy: config.trustProxy,
    // One line per answered API call at info; files and page loads at debug.
    logController: new RequestLog(),
    bodyLimit: config.bodyLimit,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  });
}

/** The composition root: platform first, then the modules in dependency order. */
export async function buildApp(app: FastifyInstance, deps: AppDeps): Promise<App> {
  const { config, database, bus, presence } = deps;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  registerEnvelope(app);
  const { redis: rateLimitRedis, rateLimits } = await registerSecurity(app, config);
  await app.register(cookie, { secret: config.cookieSecret });
  registerIdempotency(app, deps.store);
  // After the idempotency record's onSend hook (it keeps the plain JSON), before any route.
  registerCompression(app);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Dropforge API', version: '0.1.0', description: 'Every answer is {code, msg, data}.' },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const isReady = async () => {
    try {
      await database.pool.query('select 1');
      return await migrationsApplied(database.pool, config.migrationsDir);
    } catch {
      return false;
    }
  };
  app.get('/healthz', { schema: { hide: true } }, async () => ({ code: 200, msg: 'ok', data: { status: 'up' } }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    const ready = await isReady();
    return reply
      .status(ready ? 200 : 503)
      .send({ code: ready ? 200 : 503, msg: ready ? 'ready' : 'not ready', data: { ready } });
  });

  const captcha = createCaptcha({
    store: deps.store,
    mode: config.captchaMode,
    trustedIps: config.trustedIps,
    trustForwardedFor: config.trustProxy,
  });
  await app.register(captcha.routes);
  // Later modules add their parts of the login data, counters and ticker once they exist.
  const profileExtras: ProfileExtras[] = [];
  const rolling: Array<() => Promise<Partial<RollingResult>>> = [];
  const mailer = createMailer(database.db, config.smtpUrl, config.mailFrom, app.log);
  const auth = createAuthModule({
    db: database.db,
    store: deps.store,
    mailer,
    config,
    captcha,
    profileExtras,
  });
  await app.register(auth.routes);
  rateLimits.identify({
    tokenOf: auth.sessions.tokenOf,
    accountOf: async (req) => (await auth.sessions.userOf(req))?.id,
  });
  // Withdrawals (a higher module) add their entries to the history once they exist.
  const historySources: HistorySource[] = [];
  const historyItems: { resolve: ItemViews | null } = { resolve: null };
  await app.register(
    walletRoutes({ db: database.db, requireUser: auth.sessions.requireUser, historySources, historyItems }),
  );
  profileExtras.push(async (userId) => {
    const b = await balancesOf(database.db, userId);
    return { money: toAmount(b.money), score: toAmount(b.score), shop_score: toAmount(b.shop_score) };
  });

  const catalog = createCatalogModule({ db: database.db, jobs: deps.jobs, settings: config.catalog, log: app.log });
  await app.register(catalog.routes);
  await catalog.start();
  // A fresh clone starts with an empty catalogue: import it once (a few seconds, progress in the log).
  if (config.catalog.importOnBoot) await catalog.importIfEmpty();

  // Cases sit a level above payments and wallet's users; modules below reach them late-bound through this.
  let cases: CasesModule | undefined;
  const payments = createPaymentsModule({
    db: database.db,
    bus,
    jobs: deps.jobs,
    config,
    log: app.log,
    sessions: auth.sessions,
    countryOf: (req) => countryOf(req, config.trustProxy),
    selfUrl: () => {
      const address = app.server.address();
      return typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : config.publicUrl;
    },
    extraProviders:
      config.stripe.secretKey && config.stripe.webhookSecret
        ? {
            stripe: createStripeProvider({
              secretKey: config.stripe.secretKey,
              webhookSecret: config.stripe.webhookSecret,
              publicUrl: config.publicUrl,
            }),
          }
        : {},
    caseTopValue: async (id) => (cases ? cases.service.topValue(id) : null),
  });
  await payments.start();
  await app.register(payments.routes);
  profileExtras.push(payments.profileExtras);
  rolling.push(payments.recentDeposits);

  const vip = createVipModule({
    db: database.db,
    bus,
    contentDir: config.contentDir,
    depositTotal: payments.depositTotal,
    userOf: auth.sessions.userOf,
  });
  await app.register(vip.routes);
  profileExtras.push(vip.profileExtras);
  app.addHook('onClose', async () => vip.stop());

  const inventory = createInventoryModule({
    database,
    catalog: catalog.service,
    sellFeeRate: config.sellFeeRate,
    requireUser: auth.sessions.requireUser,
  });
  await app.register(inventory.routes);
  historyItems.resolve = inventory.service.itemViews;
  const fair = createFairModule({ database, requireUser: auth.sessions.requireUser });
  await app.register(fair.routes);
  // The feed names the case of each unpacking drop; cases (a level above) tell it, late-bound (`cases` above).
  const realtime = createRealtimeModule({
    database,
    bus,
    catalog: catalog.service,
    boxes: { info: (id) => cases?.service.boxInfo(id) ?? null, ready: async () => cases?.service.all() },
    clock: deps.clock ?? systemClock,
    log: app.log,
  });
  await app.register(realtime.routes);
  app.addHook('onClose', async () => realtime.stop());
  cases = createCasesModule({
    database,
    catalog: catalog.service,
    inventory: inventory.service,
    fair: fair.service,
    drops: realtime.drops,
    contentDir: config.contentDir,
    defaultRtp: config.defaultRtp,
    levelOf: async (userId) => (await vip.info(userId)).level,
    lastDepositAt: payments.lastDepositAt,
    firstRecharge: payments.firstRecharge,
    requireUser: auth.sessions.requireUser,
    userOf: auth.sessions.userOf,
    log: app.log,
  });
  await app.register(cases.routes);
  const upgrade = createUpgradeModule({
    database,
    catalog: catalog.service,
    inventory: inventory.service,
    fair: fair.service,
    drops: realtime.drops,
    settings: config.upgrade,
    requireUser: auth.sessions.requireUser,
    log: app.log,
  });
  await app.register(upgrade.routes);
  const withdrawals = createWithdrawalsModule({
    database,
    bus,
    jobs: deps.jobs,
    catalog: catalog.service,
    inventory: inventory.service,
    settings: config.withdrawals,
    pepper: config.sessionPepper,
    depositTotal: payments.depositTotal,
    requireUser: auth.sessions.requireUser,
    log: app.log,
  });
  await app.register(withdrawals.routes);
  await withdrawals.start();
  rolling.push(withdrawals.recent);
  historySources.push(withdrawals.history);
  const mall = createMallModule({
    database,
    catalog: catalog.service,
    inventory: inventory.service,
    drops: realtime.drops,
    contentDir: config.contentDir,
    priceSyncSeconds: config.mallPriceSyncSeconds,
    requireUser: auth.sessions.requireUser,
    userOf: auth.sessions.userOf,
    log: app.log,
  });
  await app.register(mall.routes);
  // content/mall/ against the catalogue (idempotent; an empty catalogue, as in tests, is left alone).
  await mall.start();
  app.addHook('onClose', async () => mall.stop());

  const battles = createBattlesModule({
    database,
    bus,
    jobs: deps.jobs,
    cases: cases.service,
    catalog: catalog.service,
    inventory: inventory.service,
    fair: fair.service,
    drops: realtime.drops,
    settings: config.battles,
    requireUser: auth.sessions.requireUser,
    userOf: auth.sessions.userOf,
    log: app.log,
  });
  await app.register(battles.routes);
  await battles.start();
  app.addHook('onClose', async () => battles.stop());

  const steam = createSteamAuth({ db: database.db, store: deps.store, sessions: auth.sessions, captcha, config });
  await app.register(steam.routes);

  const gateway = registerGateway(
    app,
    bus,
    presence,
    async (req) => (await auth.sessions.userOf(req).catch(() => undefined))?.id,
  );

  const content = createContentModule({
    db: database.db,
    database,
    contentDir: config.contentDir,
    facts: freeCaseFacts(loadCaseContent(config.contentDir)),
    trustProxy: config.trustProxy,
    trustedIps: config.trustedIps,
    counters: [
      async () => ({ online: await gateway.online() }),
      async () => ({ register: await auth.countUsers() }),
      cases.counters,
      upgrade.counters,
      battles.counters,
    ],
    rolling,
  });
  await app.register(content.routes);

  // Item pictures and case art (`/img/…`): the catalogue and the cases say where each picture comes from.
  const images = createImages(config.images, app.log, () => (deps.clock ?? systemClock).now());
  images.resolve('goods', catalog.service.pictureSource);
  images.resolve('case', cases.service.pictureSource);
  await app.register(images.routes);

  await registerWeb(app, config.webDist, isReady, {
    case: cases.exists,
    item: mall.exists,
    battle: battles.exists,
  });

  app.addHook('onClose', async () => gateway.close());
  return {
    app,
    database,
    store: deps.store,
    captcha,
    bus,
    gateway,
    seed: content.seed,
    catalog,
    inventory,
    fair,
    realtime,
    cases,
    upgrade,
    battles,
    withdrawals,
    mall,
    sessions: auth.sessions,
    rateLimitRedis,
  };
}
