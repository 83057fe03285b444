import { join } from 'node:path';
import { type EmbeddedServer, startEmbedded } from '../src/platform/db';
import { findRoot } from '../src/platform/paths';

/**
 * The Postgres server tests run against: DATABASE_URL when set (CI), otherwise an embedded
 * cluster under .data/test-postgres. Returns an admin URL whose path is replaced per test file.
 */
export async function testPostgres(): Promise<{ adminUrl: string; stop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { adminUrl: process.env.DATABASE_URL, stop: async () => {} };
  const dir = join(findRoot(), '.data', 'test-postgres');
  const server: EmbeddedServer = await startEmbedded(dir, 55432, () => {});
  return { adminUrl: server.url('postgres'), stop: server.stop };
}

/** The same server with another database name. */
export function withDatabase(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
