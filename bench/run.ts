// `npm run bench`: HTTP throughput and latency of the site's hot read paths, next to the database
// ceiling (pgbench, select-only) measured in the same run. Loopback only; every run is bounded.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { start } from '../server/src/main';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const running = await start(
  { port: 0, host: '127.0.0.1', logLevel: 'warn', rateLimit: { max: 1e9, windowMs: 60_000 } },
  { ...process.env, NODE_ENV: 'production', SESSION_PEPPER: 'b'.repeat(32), COOKIE_SECRET: 'c'.repeat(32) },
);

type Row = { target: string; rps: number; p50: number; p99: number; errors: number };
const rows: Row[] = [];
for (const path of ['/healthz', '/api/config', '/api/page/terms-of-service', '/api/article?page=1']) {
  const result = await autocannon({ url: `${running.url}${path}`, connections: CONNECTIONS, duration: SECONDS });
  rows.push({
    target: `GET ${path}`,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  });
}

// Database ceiling: pgbench's built-in select-only script on its own tables in a scratch database.
const dbUrl = new URL(running.config.databaseUrl ?? (await embeddedUrl()));
const scratch = new URL(dbUrl);
scratch.pathname = '/bench_pgbench';
const psql = (url: URL, sql: string) => spawnSync('psql', [url.toString(), '-qc', sql], { encoding: 'utf8' });
psql(dbUrl, 'drop database if exists bench_pgbench');
psql(dbUrl, 'create database bench_pgbench');
spawnSync('pgbench', ['-i', '-q', '-s', '5', scratch.toString()], { encoding: 'utf8' });
const pgb = spawnSync('pgbench', ['-S', '-c', '16', '-j', '2', '-T', String(SECONDS), scratch.toString()], {
  encoding: 'utf8',
});
const tps = Number(/tps = ([\d.]+)/.exec(pgb.stdout)?.[1] ?? Number.NaN);
psql(dbUrl, 'drop database if exists bench_pgbench');
await running.stop();

async function embeddedUrl(): Promise<string> {
  const { port } = JSON.parse(readFileSync(join(running.config.dataDir, 'postgres.json'), 'utf8'));
  return `postgres://postgres:postgres@127.0.0.1:${port}/dropforge`;
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const table = [
  '| target | req/s | p50 ms | p99 ms | errors |',
  '|---|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.target} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`),
  `| pgbench -S (select-only, 16 clients) | ${Number.isNaN(tps) ? 'n/a' : Math.round(tps)} tps | | | |`,
].join('\n');
console.log(`\n${machine}; ${CONNECTIONS} connections, ${SECONDS} s per target\n\n${table}\n`);
const out = join(import.meta.dirname, 'last-run.md');
writeFileSync(
  out,
  `# Last bench run\n\n${new Date().toISOString()} — ${machine}; ${CONNECTIONS} connections, ${SECONDS} s per target\n\n${table}\n`,
);
process.exit(0);
