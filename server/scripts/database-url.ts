import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runningPort } from '../src/platform/db';
import { findRoot } from '../src/platform/paths';

/**
 * The database of the running site: DATABASE_URL when set, else the embedded cluster a running
 * `npm start` has open under DATA_DIR. Never starts a second Postgres on the same data.
 */
export function siteDatabaseUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const dataDir = resolve(findRoot(), process.env.DATA_DIR ?? '.data');
  const port = runningPort(join(dataDir, 'postgres'));
  if (!port) {
    const hint = existsSync(join(dataDir, 'postgres.json')) ? readFileSync(join(dataDir, 'postgres.json'), 'utf8') : '';
    throw new Error(
      `No running database found: start the site (npm start) or set DATABASE_URL.${hint ? ` (last embedded run: ${hint.trim()})` : ''}`,
    );
  }
  return `postgres://postgres:postgres@127.0.0.1:${port}/dropforge`;
}
