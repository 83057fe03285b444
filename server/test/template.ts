import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { applyMigrations, ensureDatabase, openDatabase } from '../src/platform/db';
import { startJobs } from '../src/platform/jobs';
import { findRoot } from '../src/platform/paths';
import { withDatabase } from './postgres';

/**
 * Template databases: built once per run (global setup), copied per test file with `CREATE DATABASE … TEMPLATE`,
 * which copies files instead of replaying the migrations. Postgres refuses to copy a database someone is
 * connected to, so nothing keeps a connection open to a template: whoever builds one closes its pool before
 * anyone copies it, and a copy that still meets a connection (a slow disconnect) is retried.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database that `startTestApp` copies instead of migrating a new one. */
    migratedTemplate: string;
    /** End-to-end: a migrated database with the whole catalogue imported and the mall stocked. */
    catalogTemplate: string;
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '')}"`;

async function admin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A unique database name with `prefix`. */
export const databaseName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/**
 * A database with every migration applied and pg-boss's schema installed: what a first boot of the app creates
 * before it serves. The app booting on a copy finds everything applied and changes nothing.
 */
export async function createMigratedTemplate(adminUrl: string, name = databaseName('tpl')): Promise<string> {
  await ensureDatabase(adminUrl, name);
  const url = withDatabase(adminUrl, name);
  const database = openDatabase(url, 1);
  try {
    await applyMigrations(database.pool, join(findRoot(), 'server', 'migrations'));
  } finally {
    await database.close();
  }
  const jobs = await startJobs(url, true, () => {});
  await jobs.stop();
  return name;
}

/** Creates `name` as a copy of `template`. */
export async function cloneDatabase(adminUrl: string, template: string, name: string): Promise<void> {
  await admin(adminUrl, async (client) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`create database ${quote(name)} template ${quote(template)}`);
        return;
      } catch (e) {
        // 55006: "source database … is being accessed by other users" (a connection still closing).
        if ((e as { code?: string }).code !== '55006' || attempt >= 50) throw e;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await admin(adminUrl, (client) => client.query(`drop database if exists ${quote(name)} with (force)`));
}
