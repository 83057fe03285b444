import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Bus, Presence } from './bus';
import type { Clock } from './clock';
import { type Config, ConfigError } from './config';
import type { Database } from './db';
import type { Jobs } from './jobs';
import type { Store } from './kv';
import type { Mailer } from './mail';
import type { Contributions, ExtensionLists, ExtensionName, Extensions, GateAction, PlayGate } from './ports';

/** What the platform gives every module. */
export type Platform = {
  app: FastifyInstance;
  config: Config;
  database: Database;
  bus: Bus;
  presence: Presence;
  jobs: Jobs;
  store: Store;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
};

/** A module's configuration: its own environment variables and how they become its settings. */
export type SettingsSlice<S> = {
  env: z.ZodObject<z.ZodRawShape>;
  read: (env: Record<string, unknown>, config: Config) => S;
};

/** What a module is once created. */
export type ModuleParts<P> = {
  /** What modules that need this one get. */
  provides: P;
  routes?: (app: FastifyInstance) => Promise<void>;
  /** pg-boss queues this module works (documentation and the architecture test). */
  jobs?: readonly string[];
  /** Bus channels this module listens on. */
  listens?: readonly string[];
  /** In list order, once every module is created (before the server listens). */
  start?: () => Promise<unknown>;
  /** In reverse list order, after HTTP has closed. */
  stop?: () => unknown;
  contributes?: Contributions;
};

// biome-ignore lint/suspicious/noExplicitAny: a descriptor of any shape, as `needs` lists them
export type AnyModule = ModuleDescriptor<string, any, any, any>;

export type ModuleContext<Needs extends Record<string, AnyModule>, S> = {
  platform: Platform;
  settings: S;
  /** Every module's contributions, filled as modules are created: read them at request time. */
  extensions: ExtensionLists;
  needs: { [K in keyof Needs]: ProvidesOf<Needs[K]> };
};

export type ModuleDescriptor<N extends string, P, Needs extends Record<string, AnyModule>, S> = {
  name: N;
  /** Modules this one calls; each must come earlier in the list. */
  needs: Needs;
  settings?: SettingsSlice<S>;
  create: (ctx: ModuleContext<Needs, S>) => ModuleParts<P> | Promise<ModuleParts<P>>;
};

export type ProvidesOf<D> = D extends ModuleDescriptor<string, infer P, infer _N, infer _S> ? P : never;
export type SettingsOf<D> = D extends ModuleDescriptor<string, infer _P, infer _N, infer S> ? S : never;

/** Declares a module (its folder's `index.ts` exports the result). */
export function defineModule<
  const N extends string,
  P,
  // biome-ignore lint/complexity/noBannedTypes: a module that needs nothing
  Needs extends Record<string, AnyModule> = {},
  S = undefined,
>(descriptor: ModuleDescriptor<N, P, Needs, S>): ModuleDescriptor<N, P, Needs, S> {
  return descriptor;
}

/** A settings slice with its environment schema's type carried into `read`. */
export function defineSettings<E extends z.ZodObject<z.ZodRawShape>, S>(
  env: E,
  read: (env: z.infer<E>, config: Config) => S,
): SettingsSlice<S> {
  return { env, read: read as SettingsSlice<S>['read'] };
}

/**
 * Reads every module's settings from the environment, listing all problems at once; `overrides[name]` (tests,
 * the bench) replaces a module's settings.
 */
export function loadModuleSettings(
  modules: readonly AnyModule[],
  source: NodeJS.ProcessEnv,
  config: Config,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const problems: string[] = [];
  const settings: Record<string, unknown> = {};
  for (const m of modules) {
    if (!m.settings) continue;
    if (m.name in overrides) {
      settings[m.name] = overrides[m.name];
      continue;
    }
    const parsed = m.settings.env.safeParse(source);
    if (!parsed.success) {
      for (const i of parsed.error.issues) problems.push(`  ${i.path.join('.')}: ${i.message}`);
      continue;
    }
    try {
      settings[m.name] = m.settings.read(parsed.data, config);
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      problems.push(`  ${e.message}`);
    }
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return settings;
}

const EXTENSIONS: readonly ExtensionName[] = [
  'identity',
  'profile',
  'ticker',
  'history',
  'historyItems',
  'counters',
  'pages',
  'pictures',
  'boxes',
  'levels',
  'metrics',
  'notifications',
  'depositBonus',
  'deposited',
  'refunded',
  'registered',
  'bets',
  'playGate',
  'referralCode',
  'coupons',
  'codeDesk',
  'broadcast',
];

/** A paid game (case, upgrade, battle, mall, code): what most call sites ask the gate. */
export const PLAY: GateAction = { kind: 'play' };

/** No gate (modules created alone, in unit tests and the bench). */
export const openGate: PlayGate = async () => {};

/** The one gate a money entry point calls: every `playGate` contribution, read at call time (none: always open). */
export function gateOf(lists: ExtensionLists): PlayGate {
  return async (userId, action, tx) => {
    for (const gate of lists.playGate) await gate(userId, action, tx);
  };
}

export type Composed = {
  /** What each module provides, by name. */
  provides: Record<string, unknown>;
  extensions: ExtensionLists;
  /** Starts the modules in list order. */
  start: () => Promise<void>;
  /** Stops the started modules in reverse order. */
  stop: () => Promise<void>;
};

/** Adds a contribution from outside a module (the platform's own online count). */
export function contribute<K extends ExtensionName>(lists: ExtensionLists, name: K, value: Extensions[K]) {
  (lists[name] as Extensions[K][]).push(value);
}

export function emptyExtensions(): ExtensionLists {
  return Object.fromEntries(EXTENSIONS.map((name) => [name, []])) as unknown as ExtensionLists;
}

/** Creates the modules in list order: each gets what it needs, registers its routes and adds its contributions. */
export async function composeModules(
  platform: Platform,
  modules: readonly AnyModule[],
  settings: Record<string, unknown>,
  extensions: ExtensionLists = emptyExtensions(),
): Promise<Composed> {
  const created = new Map<AnyModule, ModuleParts<unknown>>();
  const names = new Set<string>();
  const lists = extensions as { [K in ExtensionName]: Extensions[K][] };
  for (const module of modules) {
    if (names.has(module.name)) throw new Error(`module ${module.name} is listed twice`);
    names.add(module.name);
    const needs: Record<string, unknown> = {};
    for (const [key, dependency] of Object.entries(module.needs as Record<string, AnyModule>)) {
      const parts = created.get(dependency);
      if (!parts) throw new Error(`module ${module.name} needs ${dependency.name}, which must come before it`);
      needs[key] = parts.provides;
    }
    const parts = await module.create({ platform, settings: settings[module.name], extensions, needs });
    for (const [name, value] of Object.entries(parts.contributes ?? {})) {
      const list = lists[name as ExtensionName] as unknown[] | undefined;
      if (!list) throw new Error(`module ${module.name} contributes to an unknown extension point ${name}`);
      list.push(...(Array.isArray(value) ? value : [value]));
    }
    if (parts.routes) await platform.app.register(parts.routes);
    created.set(module, parts);
  }
  const started: Array<{ name: string; parts: ModuleParts<unknown> }> = [];
  return {
    provides: Object.fromEntries(modules.map((m) => [m.name, created.get(m)?.provides])),
    extensions,
    async start() {
      for (const module of modules) {
        const parts = created.get(module)!;
        started.push({ name: module.name, parts });
        await parts.start?.();
      }
    },
    async stop() {
      for (const { name, parts } of started.reverse()) {
        try {
          await parts.stop?.();
        } catch (e) {
          platform.log.error({ err: e }, `module ${name} failed to stop`);
        }
      }
      started.length = 0;
    },
  };
}
