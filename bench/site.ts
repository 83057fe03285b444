// The site as every benchmark starts it: production mode, fixed secrets (so a server started elsewhere accepts the
// bench's sessions), rate limits out of the way, its own data folder (benchmark players never land in the
// development database) and embedded Postgres port, unless DATABASE_URL says otherwise.

import { join } from 'node:path';
import type { Running } from '../server/src/main';

/** The environment the bench's site runs with; a server started from it (bench/processes.ts) shares its pepper. */
export const benchEnv = (env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv => ({
  ...env,
  NODE_ENV: 'production',
  SESSION_PEPPER: 'b'.repeat(32),
  COOKIE_SECRET: 'c'.repeat(32),
});

/** Starts the site in this process; the import is lazy so child processes that never serve stay light. */
export async function startBenchSite(overrides: { logLevel?: string; jobs?: boolean } = {}): Promise<Running> {
  const { start } = await import('../server/src/main');
  return start(
    {
      port: 0,
      host: '127.0.0.1',
      logLevel: 'warn',
      rateLimit: { max: 1e9, readMax: 1e9, moneyMax: 1e9, windowMs: 60_000 },
      dataDir: join(import.meta.dirname, '..', '.data', 'bench'),
      embeddedPgPort: 54400,
      ...overrides,
    },
    benchEnv(),
  );
}
