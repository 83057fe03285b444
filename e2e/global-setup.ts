import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { start } from '../server/src/main';
import { testPostgres, withDatabase } from '../server/test/postgres';
import { cloneDatabase, createMigratedTemplate, databaseName, dropDatabase } from '../server/test/template';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const SITE = {
  port: 0,
  host: '127.0.0.1',
  // One browser loads many pages a minute from loopback; the per-IP limit is for the open internet.
  trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
};

/**
 * The catalogue snapshot the journeys copy (`startSite`): the whole catalogue imported once and the mall stocked
 * from content/mall/, on a copy of the migrated template. Built by the app itself, without job workers, and stopped
 * before anyone copies it.
 */
async function catalogTemplate(adminUrl: string, migrated: string): Promise<string> {
  const name = databaseName('tpl_catalog');
  await cloneDatabase(adminUrl, migrated, name);
  const running = await start(
    { ...SITE, logLevel: 'warn', dataDir: mkdtempSync(join(tmpdir(), 'dropforge-e2e-catalog-')) },
    {
      NODE_ENV: 'test',
      JOBS: 'false',
      DATABASE_URL: withDatabase(adminUrl, name),
      REDIS_URL: process.env.REDIS_URL,
      REDIS_PREFIX: `test:${name}:`,
    },
  );
  try {
    await running.catalog.import();
    await running.mall.apply();
  } finally {
    await running.stop();
  }
  return name;
}

/** The database templates of the journeys, and the whole site (built web app + server) once for the shell journey. */
export default async function setup(project: TestProject) {
  const pg = await testPostgres();
  const migrated = await createMigratedTemplate(pg.adminUrl);
  const catalog = await catalogTemplate(pg.adminUrl, migrated);
  project.provide('migratedTemplate', migrated);
  project.provide('catalogTemplate', catalog);
  const name = databaseName('e2e');
  await cloneDatabase(pg.adminUrl, migrated, name);
  const running = await start(
    { ...SITE, logLevel: 'warn', dataDir: mkdtempSync(join(tmpdir(), 'dropforge-e2e-')) },
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
    for (const db of [name, catalog, migrated]) await dropDatabase(pg.adminUrl, db).catch(() => {});
    await pg.stop();
  };
}
