import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { TestApp } from './app';

export type Child = { url: string; process: ChildProcess; kill9: () => Promise<void> };

const root = join(import.meta.dirname, '..');

/**
 * The site in a child process on `app`'s database, Redis prefix and data directory, for tests that need a real
 * `kill -9` (a crash: no shutdown hook runs, connections drop, jobs stay active).
 */
export async function startChild(
  app: TestApp,
  overrides: Record<string, unknown> = {},
  env: NodeJS.ProcessEnv = {},
): Promise<Child> {
  // node itself with tsx's loader (the tsx command would run the site in a grandchild that a SIGKILL misses).
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'test/child-server.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL: app.database.url,
      REDIS_URL: process.env.REDIS_URL,
      REDIS_PREFIX: app.config.redisPrefix,
      RATE_LIMIT_MONEY_MAX: '1000',
      CAPTCHA_MODE: 'off',
      CHILD_OVERRIDES: JSON.stringify({
        port: 0,
        host: '127.0.0.1',
        logLevel: 'silent',
        dataDir: app.config.dataDir,
        ...overrides,
      }),
      ...env,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += String(d);
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d) => {
      out += String(d);
      const m = /LISTENING (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.on('exit', (code) => reject(new Error(`child server exited (${code}): ${stderr}`)));
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    url,
    process: child,
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
