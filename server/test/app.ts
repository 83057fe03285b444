import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type Running, type StartOptions, start } from '../src/main';
import { withDatabase } from './postgres';
import { cloneDatabase, dropDatabase } from './template';

export type TestApp = Running & {
  request: (
    path: string,
    init?: RequestInit & { json?: unknown },
  ) => Promise<{ status: number; body: any; headers: Headers }>;
  close: () => Promise<void>;
};

/** Starts the real app on a free port against a fresh database of its own (a copy of the migrated template). */
export async function startTestApp(
  overrides: Parameters<typeof start>[0] = {},
  env: NodeJS.ProcessEnv = {},
  /** `databaseVia`: the app reaches its database through this address (a proxy a test can cut). */
  { databaseVia, ...options }: StartOptions & { databaseVia?: { host: string; port: number } } = {},
): Promise<TestApp> {
  const adminUrl = inject('adminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await cloneDatabase(adminUrl, inject('migratedTemplate'), name);
  const databaseUrl = new URL(withDatabase(adminUrl, name));
  if (databaseVia) {
    databaseUrl.hostname = databaseVia.host;
    databaseUrl.port = String(databaseVia.port);
  }
  const running = await start(
    {
      port: 0,
      host: '127.0.0.1',
      logLevel: 'silent',
      dataDir: mkdtempSync(join(tmpdir(), 'dropforge-')),
      ...overrides,
    },
    {
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: process.env.REDIS_URL,
      REDIS_PREFIX: `test:${name}:`,
      // Race tests fire up to 100 money calls of one account at once; rate-limit tests set their own limits.
      RATE_LIMIT_MONEY_MAX: '1000',
      ...env,
    },
    options,
  );
  const request: TestApp['request'] = async (path, init = {}) => {
    const headers = new Headers(init.headers);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const res = await fetch(`${running.url}${path}`, { ...init, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return {
    ...running,
    request,
    close: async () => {
      await running.stop();
      await dropDatabase(adminUrl, name).catch(() => {});
    },
  };
}
