// `npm run bench`: HTTP throughput and latency of the site's hot read paths, next to the database
// ceiling (pgbench, select-only) measured in the same run. Loopback only; every run is bounded.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { start } from '../server/src/main';
import { type BattleBenchRow, battleTable, benchBattleRows } from './battles';
import { benchCaseOpens, type CaseBenchRow } from './cases';
import { load } from './load';
import { benchMallListing, MALL_MIX } from './mall';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** `BENCH_ONLY=mall,pgbench` runs only those targets (read, cases, ledger, mall, battles, pgbench); default all. */
const ONLY = process.env.BENCH_ONLY?.split(',').map((t) => t.trim());
const runs = (target: string) => !ONLY || ONLY.includes(target);

// Its own data folder, so benchmark players never land in the development database.
const running = await start(
  {
    port: 0,
    host: '127.0.0.1',
    logLevel: 'warn',
    rateLimit: { max: 1e9, readMax: 1e9, moneyMax: 1e9, windowMs: 60_000 },
    dataDir: join(import.meta.dirname, '..', '.data', 'bench'),
    embeddedPgPort: 54400,
  },
  { ...process.env, NODE_ENV: 'production', SESSION_PEPPER: 'b'.repeat(32), COOKIE_SECRET: 'c'.repeat(32) },
);

type Row = { target: string; rps: number; p50: number; p99: number; errors: number };
const rows: Row[] = [];
for (const path of runs('read')
  ? ['/healthz', '/api/config', '/api/page/terms-of-service', '/api/article?page=1']
  : []) {
  const result = await load({ url: `${running.url}${path}`, connections: CONNECTIONS, seconds: SECONDS });
  rows.push({ target: `GET ${path}`, ...result });
}

// Case opens over HTTP at 16 and 64 concurrent players (a $1 case, one case per request).
const caseRows: CaseBenchRow[] = [];
for (const players of runs('cases') ? [16, 64] : [])
  caseRows.push(await benchCaseOpens(running, 'budget-one-buck', players, SECONDS));

// Ledger: balanced transfers between 200 players (each a full transaction: conditional balance
// updates in id order, postings, idempotency key), from 16 concurrent callers for the same time.
const { wallet } = await import('../server/src/modules/wallet');
const players: number[] = [];
for (let i = 0; i < (runs('ledger') ? 200 : 0); i++) {
  const row = await running.database.pool.query<{ id: number }>(
    `insert into users (name, extension_code) values ($1, $2) returning id`,
    [`bench-${process.pid}-${i}`, `B${process.pid}${i}`.slice(0, 16)],
  );
  players.push(row.rows[0]!.id);
  await running.database.withTx((tx) =>
    wallet.credit(tx, {
      userId: row.rows[0]!.id,
      currency: 'score',
      amount: 1_000_000,
      from: 'promotions',
      kind: 'adjustment',
      key: `bench-seed:${process.pid}:${i}`,
      ref: { kind: 'bench', id: i },
    }),
  );
}
let transfers = 0;
let transferErrors = 0;
const until = runs('ledger') ? Date.now() + SECONDS * 1000 : 0;
const worker = async (w: number) => {
  for (let n = 0; Date.now() < until; n++) {
    const from = players[(w * 7919 + n * 31) % players.length]!;
    const to = players[(w * 104729 + n * 17 + 1) % players.length]!;
    if (from === to) continue;
    try {
      await running.database.withTx((tx) =>
        wallet.transfer(tx, {
          from: { user: from },
          to: { user: to },
          currency: 'score',
          amount: 1,
          kind: 'adjustment',
          key: `bench:${process.pid}:${w}:${n}`,
          ref: { kind: 'bench', id: w },
        }),
      );
      transfers++;
    } catch {
      transferErrors++;
    }
  }
};
await Promise.all(Array.from({ length: 16 }, (_, w) => worker(w)));
if (runs('ledger'))
  rows.push({
    target: 'ledger transfers (16 callers)',
    rps: Math.round(transfers / SECONDS),
    p50: 0,
    p99: 0,
    errors: transferErrors,
  });

// Mall listing on the full catalogue: a mix of filters and sorts, every connection cycling through it.
if (runs('mall')) {
  const mall = await benchMallListing(running, CONNECTIONS, SECONDS);
  rows.push({
    target: `GET /api/system_shop, ${MALL_MIX.length}-query mix (${mall.offered} of ${mall.goods} goods offered)`,
    ...mall,
  });
}

// Case battles: 200 bot battles of 5 rounds at once, followed by 500 websocket clients (bench/battles.ts).
const battleRows: BattleBenchRow[] = runs('battles') ? await benchBattleRows(running) : [];

// Database ceilings: pgbench's select-only and TPC-B scripts on their own tables in a scratch database.
const dbUrl = new URL(running.config.databaseUrl ?? (await embeddedUrl()));
const scratch = new URL(dbUrl);
scratch.pathname = '/bench_pgbench';
const psql = (url: URL, sql: string) => spawnSync('psql', [url.toString(), '-qc', sql], { encoding: 'utf8' });
let tps = Number.NaN;
let tpcbTps = Number.NaN;
if (runs('pgbench')) {
  psql(dbUrl, 'drop database if exists bench_pgbench');
  psql(dbUrl, 'create database bench_pgbench');
  spawnSync('pgbench', ['-i', '-q', '-s', '5', scratch.toString()], { encoding: 'utf8' });
  const pgb = spawnSync('pgbench', ['-S', '-c', '16', '-j', '2', '-T', String(SECONDS), scratch.toString()], {
    encoding: 'utf8',
  });
  tps = Number(/tps = ([\d.]+)/.exec(pgb.stdout)?.[1] ?? Number.NaN);
  const tpcb = spawnSync('pgbench', ['-c', '16', '-j', '2', '-T', String(SECONDS), scratch.toString()], {
    encoding: 'utf8',
  });
  tpcbTps = Number(/tps = ([\d.]+)/.exec(tpcb.stdout)?.[1] ?? Number.NaN);
  psql(dbUrl, 'drop database if exists bench_pgbench');
}
await running.stop();

async function embeddedUrl(): Promise<string> {
  const { port } = JSON.parse(readFileSync(join(running.config.dataDir, 'postgres.json'), 'utf8'));
  return `postgres://postgres:postgres@127.0.0.1:${port}/dropforge`;
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const table = [
  '| target | req/s | p50 ms | p99 ms | errors |',
  '|---|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.target} | ${r.rps} | ${r.p50 || ''} | ${r.p99 || ''} | ${r.errors} |`),
  `| pgbench -S (select-only, 16 clients) | ${Number.isNaN(tps) ? 'n/a' : Math.round(tps)} tps | | | |`,
  `| pgbench TPC-B (16 clients) | ${Number.isNaN(tpcbTps) ? 'n/a' : Math.round(tpcbTps)} tps | | | |`,
  ...(caseRows.length === 0
    ? []
    : [
        '',
        '| case opens (POST /api/box/budget-one-buck/open) | opens/s | p50 ms | p99 ms | errors | opens/s ÷ TPC-B tps |',
        '|---|---:|---:|---:|---:|---:|',
      ]),
  ...caseRows.map(
    (r) =>
      `| ${r.players} concurrent players | ${r.opens} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.opens / tpcbTps).toFixed(2)} |`,
  ),
  ...(battleRows.length === 0 ? [] : ['', battleTable(battleRows)]),
].join('\n');
console.log(`\n${machine}; ${CONNECTIONS} connections, ${SECONDS} s per target\n\n${table}\n`);
const out = join(import.meta.dirname, 'last-run.md');
writeFileSync(
  out,
  `# Last bench run\n\n${new Date().toISOString()} — ${machine}; ${CONNECTIONS} connections, ${SECONDS} s per target\n\n${table}\n`,
);
process.exit(0);
