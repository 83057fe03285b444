// One server process against one per core: the same case-open load (64 players, $1 case) against the site started
// as `node server/src/main.ts` with WEB_CONCURRENCY=1 and =2, on the bench's database and Redis (several processes
// need both). The players and their sessions are made through the in-process site, which shares the pepper.

import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Running } from '../server/src/main';
import { type LoadResult, load } from './load';
import { makePlayers } from './players';

export type ProcessesRow = LoadResult & { processes: number; players: number };

const ROOT = join(import.meta.dirname, '..');

async function serve(processes: number, env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    env: { ...env, WEB_CONCURRENCY: String(processes), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > until) throw new Error('server did not answer /healthz in 120 s');
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    // The first answer may come from the first process up: give the others time to listen too.
    if (up) {
      await new Promise((r) => setTimeout(r, 2000 * processes));
      return child;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function benchProcesses(
  running: Running,
  env: NodeJS.ProcessEnv,
  counts: number[],
  players: number,
  seconds: number,
): Promise<ProcessesRow[]> {
  const rows: ProcessesRow[] = [];
  for (const [i, processes] of counts.entries()) {
    const port = 39_100 + i;
    const child = await serve(processes, env, port);
    try {
      const tokens = await makePlayers(running, players, `procs${processes}`, { money: 100_000_000 });
      const result = await load({
        url: `http://127.0.0.1:${port}/api/box/budget-one-buck/open`,
        method: 'POST',
        body: JSON.stringify({ number: 1 }),
        connections: players,
        seconds,
        tokens,
      });
      rows.push({ ...result, processes, players });
    } finally {
      await stop(child);
    }
  }
  return rows;
}
