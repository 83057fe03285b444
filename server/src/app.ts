import type { FastifyInstance } from 'fastify';
import { affiliatesModule } from './modules/affiliates';
import { authModule } from './modules/auth';
import { battlesModule } from './modules/battles';
import { casesModule } from './modules/cases';
import { catalogModule } from './modules/catalog';
import { contentModule } from './modules/content';
import { eventsModule } from './modules/events';
import { fairModule } from './modules/fair';
import { giveawaysModule } from './modules/giveaways';
import { inventoryModule } from './modules/inventory';
import { limitsModule } from './modules/limits';
import { mallModule } from './modules/mall';
import { notificationsModule } from './modules/notifications';
import { opsModule } from './modules/ops';
import { paymentsModule } from './modules/payments';
import { realtimeModule } from './modules/realtime';
import { trustModule } from './modules/trust';
import { upgradeModule } from './modules/upgrade';
import { vipModule } from './modules/vip';
import { walletModule } from './modules/wallet';
import { withdrawalsModule } from './modules/withdrawals';
import type { Bus, Presence } from './platform/bus';
import { type Clock, systemClock } from './platform/clock';
import type { Config } from './platform/config';
import type { Database } from './platform/db';
import { memoizedIdentity, registerAuth, registerIdempotencyReplay, registerSameSite } from './platform/http';
import { createFastify, registerPlatform } from './platform/http/server';
import { registerWeb } from './platform/http/web';
import { createImages } from './platform/images';
import type { Jobs } from './platform/jobs';
import type { Store } from './platform/kv';
import { createMailer } from './platform/mail';
import { registerMetrics } from './platform/metrics';
import {
  type AnyModule,
  composeModules,
  contribute,
  emptyExtensions,
  type ProvidesOf,
  type SettingsOf,
} from './platform/modules';
import type { Identity } from './platform/ports';
import { registerGateway } from './platform/ws';

export { createFastify };

/** The modules in dependency order: start order is this list, stop order its reverse. Add a domain here. */
export const MODULES = [
  authModule,
  walletModule,
  catalogModule,
  paymentsModule,
  inventoryModule,
  fairModule,
  realtimeModule,
  casesModule,
  vipModule,
  upgradeModule,
  withdrawalsModule,
  mallModule,
  battlesModule,
  giveawaysModule,
  eventsModule,
  contentModule,
  affiliatesModule,
  notificationsModule,
  limitsModule,
  trustModule,
  opsModule,
] as const;

type Modules = (typeof MODULES)[number];
/** Each module's settings by its name (tests and the bench replace them whole). */
export type ModuleSettings = { [M in Modules as M['name']]: SettingsOf<M> };
export type ModuleProvides = { [M in Modules as M['name']]: ProvidesOf<M> };

export type AppDeps = {
  config: Config;
  settings: Record<string, unknown>;
  database: Database;
  bus: Bus;
  presence: Presence;
  jobs: Jobs;
  store: Store;
  /** Wall clock and timers of the drop feed's delays (tests pass a manual one). */
  clock?: Clock;
  /** Extra modules after the standard list (the skeleton-module test). */
  extraModules?: readonly AnyModule[];
};

/** The composition root: the platform's HTTP parts, the modules in order, then what reads their contributions. */
export async function buildApp(app: FastifyInstance, deps: AppDeps) {
  const { config, database, bus, presence, store } = deps;
  const clock = deps.clock ?? systemClock;
  const { rateLimits, redis: rateLimitRedis, isReady } = await registerPlatform(app, config, database, store);
  const extensions = emptyExtensions();
  // One session read per request, shared by the auth hook, the rate limits and the websocket upgrade.
  let memo: Identity | undefined;
  const identity = () => {
    if (!memo && extensions.identity[0]) memo = memoizedIdentity(extensions.identity[0]);
    return memo;
  };
  registerAuth(app, identity);
  registerIdempotencyReplay(app);
  registerSameSite(app, config.publicUrl, (req) => identity()?.tokenOf(req));
  const gateway = registerGateway(app, bus, presence, async (req) => {
    const player = await identity()?.playerOf(req);
    return player && { id: player.id, sessionId: player.sessionId };
  });
  contribute(extensions, 'counters', async () => ({ online: await gateway.online() }));
  registerMetrics(app, {
    database,
    sockets: gateway.localCount,
    collectors: extensions.metrics,
    token: config.metricsToken,
    isProduction: config.isProduction,
  });

  const mailer = createMailer(database.db, config.smtpUrl, config.mailFrom, app.log);
  const platform = { app, config, database, bus, presence, jobs: deps.jobs, store, clock, log: app.log, mailer };
  const modules = await composeModules(platform, [...MODULES, ...(deps.extraModules ?? [])], deps.settings, extensions);

  rateLimits.identify({
    tokenOf: (req) => identity()?.tokenOf(req),
    accountOf: async (req) => (await identity()?.playerOf(req))?.id,
  });
  const images = createImages(config.images, app.log, () => clock.now());
  for (const { kind, resolve } of extensions.pictures) images.resolve(kind, resolve);
  await app.register(images.routes);
  const pages = Object.fromEntries(extensions.pages.map((p) => [p.page, p.exists]));
  await registerWeb(app, config.webDist, isReady, pages, config.pageGuard);
  app.addHook('onClose', async () => gateway.close());

  const provides = modules.provides as ModuleProvides;
  return {
    ...provides,
    app,
    database,
    store,
    bus,
    gateway,
    modules,
    captcha: provides.auth.captcha,
    sessions: provides.auth.sessions,
    seed: provides.content.seed,
    rateLimitRedis,
  };
}

export type App = Awaited<ReturnType<typeof buildApp>>;
