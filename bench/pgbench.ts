// The database ceiling of the run: pgbench's select-only and TPC-B scripts (16 clients, 2 threads, scale 5) on
// their own tables in a scratch database of the same Postgres server as the site's.

import { spawnSync } from 'node:child_process';

export type PgbenchResult = { selectOnly: number; tpcb: number; scratch: string };

const tpsOf = (out: string) => Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? Number.NaN);

export function pgbench(databaseUrl: string, seconds: number): PgbenchResult {
  const site = new URL(databaseUrl);
  const scratch = new URL(site);
  // Named after the site's database, so two benches on one server (other DATABASE_URLs) never share it.
  scratch.pathname = `/${site.pathname.slice(1) || 'dropforge'}_pgbench`;
  const name = scratch.pathname.slice(1);
  const psql = (sql: string) => spawnSync('psql', [site.toString(), '-qc', sql], { encoding: 'utf8' });
  const run = (...args: string[]) => spawnSync('pgbench', [...args, scratch.toString()], { encoding: 'utf8' });
  psql(`drop database if exists "${name}"`);
  psql(`create database "${name}"`);
  try {
    run('-i', '-q', '-s', '5');
    const common = ['-c', '16', '-j', '2', '-T', String(seconds)];
    const tpcb = run(...common);
    const selectOnly = run('-S', ...common);
    if (!Number.isFinite(tpsOf(tpcb.stdout))) console.error(`bench: pgbench TPC-B failed: ${tpcb.stderr}`);
    return { tpcb: tpsOf(tpcb.stdout), selectOnly: tpsOf(selectOnly.stdout), scratch: name };
  } finally {
    psql(`drop database if exists "${name}"`);
  }
}
