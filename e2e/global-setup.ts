import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { start } from '../server/src/main';
import { ensureDatabase } from '../server/src/platform/db';
import { testPostgres, withDatabase } from '../server/test/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts the whole site (built web app + server) once for the browser journeys. */
export default async function setup(project: TestProject) {
  const pg = await testPostgres();
  const name = `e2e_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(pg.adminUrl, name);
  const running = await start(
    {
      port: 0,
      host: '127.0.0.1',
      logLevel: 'warn',
      dataDir: mkdtempSync(join(tmpdir(), 'dropforge-e2e-')),
      // One browser loads many pages a minute from loopback; the per-IP limit is for the open internet.
      trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
    },
    {
      NODE_ENV: 'test',
      DATABASE_URL: withDatabase(pg.adminUrl, name),
      REDIS_URL: process.env.REDIS_URL,
      REDIS_PREFIX: `test:${name}:`,
    },
  );
  project.provide('baseUrl', running.url);
  return async () => {
    await running.stop();
    await pg.stop();
  };
}
