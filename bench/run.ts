// `npm run bench`: the one report of issue 23. Starts the whole site in production mode, measures the database
// ceiling first (pgbench TPC-B and select-only on the same Postgres), then every target over HTTP on loopback,
// then audits the ledger, and prints one table (also written to bench/last-run.md) with PASS/FAIL per target.
// Exit code 1 when the ledger audit finds a violation (or a target could not run); with BENCH_STRICT=1 also
// when any target fails. Every run is bounded.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { auditLedger } from '../server/src/modules/wallet';
import { battleTable, benchBattleRows } from './battles';
import { benchCaseOpens } from './cases';
import { benchFanout, fanoutTable } from './fanout';
import { benchFeatures, FEATURES, type Feature } from './features';
import { benchLedger } from './ledger';
import { type LoadResult, load } from './load';
import { benchMallListing, MALL_MIX } from './mall';
import { benchMallBuys, benchUpgrades } from './money';
import { pgbench } from './pgbench';
import { benchProcesses } from './processes';
import { latencyTarget, machineNow, over, type ReportRow, rateTarget, reference, renderReport } from './report';
import { benchEnv, startBenchSite } from './site';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Players of the money and feature targets (the issue's "64 players"). */
const PLAYERS = 64;
/**
 * `BENCH_ONLY=cases,upgrade` runs only those targets: pgbench, reads, mall, cases, upgrade, mallbuy, ledger,
 * features (or one of checkin, flip, wheel, giveaway, code), battles, fanout; default all. pgbench TPC-B runs
 * whenever a target measured against it does. The ledger audit always runs, last.
 */
const ONLY = process.env.BENCH_ONLY?.split(',').map((t) => (t.trim() === 'read' ? 'reads' : t.trim()));
const runs = (target: string) => !ONLY || ONLY.includes(target);
const feature = (f: Feature) => runs('features') || runs(f);

const machine = machineNow();
const siteEnv = benchEnv();
// BENCH_LOG_LEVEL=info measures the request log as a default install writes it (one line per API call).
const running = await startBenchSite({ logLevel: process.env.BENCH_LOG_LEVEL ?? 'warn' });

const rows: ReportRow[] = [];
let broken = false;
/** Runs one target; a target that throws is a FAIL row with the error, and the run goes on. */
async function attempt(target: string, fn: () => Promise<void>) {
  try {
    await fn();
  } catch (e) {
    broken = true;
    console.error(`bench: ${target} failed:`, e);
    rows.push({ target, measured: `could not run: ${(e as Error).message}`, needs: '', verdict: 'FAIL' });
  }
}

// 1. The database ceiling, first: every ratio target below is a share of this run's TPC-B.
let tpcb = Number.NaN;
const needsTpcb = ['cases', 'upgrade', 'mallbuy'].some(runs) || FEATURES.some(feature);
if (runs('pgbench') || needsTpcb) {
  const pg = pgbench(running.database.url, SECONDS);
  tpcb = pg.tpcb;
  rows.push(reference('pgbench TPC-B (16 clients, scale 5)', `${Math.round(pg.tpcb)} tps`));
  rows.push(reference('pgbench -S (select-only, 16 clients)', `${Math.round(pg.selectOnly)} tps`));
}
const TPCB = { base: tpcb, baseName: 'TPC-B' };

// 2. Read paths against /healthz, each at BENCH_CONNECTIONS visitors.
const measured = new Map<string, LoadResult>();
const get = async (path: string) => {
  if (!measured.has(path))
    measured.set(path, await load({ url: `${running.url}${path}`, connections: CONNECTIONS, seconds: SECONDS }));
  return measured.get(path)!;
};
if (runs('reads'))
  await attempt('read paths', async () => {
    const health = await get('/healthz');
    rows.push(reference('GET /healthz', `${health.rps} req/s`, health));
    for (const path of ['/api/config', '/api/box', '/api/box/budget-one-buck', '/api/drop'])
      rows.push(
        rateTarget(`GET ${path}`, await get(path), 'req/s', { factor: 0.5, base: health.rps, baseName: '/healthz' }),
      );
    const terms = await get('/api/page/terms-of-service');
    rows.push(reference('GET /api/page/terms-of-service', `${terms.rps} req/s`, terms));
  });

// 3. Mall listing (bench/mall.ts) against the single-query article page.
if (runs('mall'))
  await attempt('mall listing', async () => {
    const article = await get('/api/article?page=1');
    rows.push(reference('GET /api/article?page=1', `${article.rps} req/s`, article));
    const mall = await benchMallListing(running, CONNECTIONS, SECONDS);
    rows.push(
      rateTarget(
        `GET /api/system_shop, ${MALL_MIX.length}-query mix (${mall.offered} of ${mall.goods} goods offered)`,
        mall,
        'req/s',
        { factor: 0.8, base: article.rps, baseName: 'article page', maxP99: 50 },
      ),
    );
  });

// 4. Money targets over HTTP, each connection its own signed-in player (bench/players.ts).
if (runs('cases'))
  await attempt('case opens', async () => {
    const c16 = await benchCaseOpens(running, 'budget-one-buck', 16, SECONDS);
    rows.push(latencyTarget('case opens ($1 case), 16 players', c16, 'opens/s', 30));
    const c64 = await benchCaseOpens(running, 'budget-one-buck', PLAYERS, SECONDS);
    rows.push(
      rateTarget(`case opens ($1 case), ${PLAYERS} players`, c64, 'opens/s', { ...TPCB, factor: 0.5, maxP99: 100 }),
    );
  });
// One server process against one per core (WEB_CONCURRENCY), the same 64-player opens; needs DATABASE_URL and REDIS_URL.
if (runs('processes'))
  await attempt('server processes', async () => {
    if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
      rows.push(reference('case opens by 1 and 2 server processes', 'n/a: needs DATABASE_URL and REDIS_URL'));
      return;
    }
    const env = { ...siteEnv, RATE_LIMIT_MAX: '1000000000', RATE_LIMIT_READ_MAX: '1000000000' };
    for (const r of await benchProcesses(
      running,
      { ...env, RATE_LIMIT_MONEY_MAX: '1000000000' },
      [1, 2],
      PLAYERS,
      SECONDS,
    ))
      rows.push(
        reference(
          `case opens, ${r.players} players, WEB_CONCURRENCY=${r.processes} (node server/src/main.ts)`,
          `${r.rps} opens/s = ${(r.rps / TPCB.base).toFixed(2)} × TPC-B (${over(r)})`,
          r,
        ),
      );
  });
if (runs('upgrade'))
  await attempt('upgrades', async () => {
    const up = await benchUpgrades(running, PLAYERS, SECONDS);
    rows.push(rateTarget(`upgrades (${up.what}), ${PLAYERS} players`, up, 'req/s', { ...TPCB, factor: 0.4 }));
  });
if (runs('mallbuy'))
  await attempt('mall buys', async () => {
    const buys = await benchMallBuys(running, PLAYERS, SECONDS);
    rows.push(rateTarget(`mall buys (${buys.what}), ${PLAYERS} players`, buys, 'buys/s', { ...TPCB, factor: 0.4 }));
  });
if (runs('ledger'))
  await attempt('ledger transfers', async () => {
    const ledger = await benchLedger(running, SECONDS);
    rows.push(reference('ledger transfers in process (16 callers)', `${ledger.rps} tx/s (${over(ledger)})`, ledger));
  });

// 5. The newer features (bench/features.ts says what each request does).
if (FEATURES.some(feature))
  await attempt('features', async () => {
    for (const f of await benchFeatures(running, { players: PLAYERS, seconds: SECONDS, tpcb, only: feature }))
      rows.push(rateTarget(`${f.route}, ${PLAYERS} players`, f, 'req/s', { ...TPCB, factor: 0.4 }));
  });

// 6. Battles (bench/battles.ts): bot battles followed by websocket clients.
const battleExtra: string[] = [];
if (runs('battles'))
  await attempt('battles', async () => {
    const battles = await benchBattleRows(running);
    for (const b of battles) {
      const pass = b.p99 <= 100 && b.deliveries === b.expected && b.errors === 0;
      rows.push({
        target: `battles ${b.battles} × ${b.rounds} rounds, round clock ${b.roundMs} ms, ${b.clients} ws clients${b.strip ? ' + drop strip' : ''}`,
        measured: `${b.roundsPerSecond} rounds/s, ${b.deliveries} / ${b.expected} round events delivered`,
        p50: b.p50,
        p99: b.p99,
        errors: b.errors,
        needs: 'reveal → client p99 ≤ 100 ms, every round event delivered once, no errors',
        verdict: pass ? 'PASS' : 'FAIL',
      });
    }
    battleExtra.push(battleTable(battles));
  });

// Websocket fan-out (bench/fanout.ts): 10 000 clients on one instance following the drop strip.
if (runs('fanout'))
  await attempt('websocket fan-out', async () => {
    const f = await benchFanout(running);
    const delivered = f.delivered === f.expected;
    rows.push({
      target: `websocket fan-out, ${f.clients} clients (drop strip), ${Math.round((f.drops / f.seconds) * 10) / 10} drops/s`,
      measured: `${f.connected} connected, ${f.delivered} / ${f.expected} delivered, ${f.memPerIdleClientKB} KB rss per idle client`,
      p50: f.p50,
      p99: f.p99,
      errors: f.expected - f.delivered,
      needs: 'drop → client p99 ≤ 100 ms, every drop delivered; memory per idle client reported',
      verdict: f.p99 <= 100 && delivered && f.connected === f.clients ? 'PASS' : 'FAIL',
    });
    battleExtra.push(fanoutTable(f));
  });

// 7. The ledger audit (`npm run audit:ledger`'s check, in process on the same database), after every target
// that moved money: any violation fails the run.
let auditFailed = false;
await attempt('ledger audit', async () => {
  const violations = await auditLedger(running.database.pool);
  const counts = await running.database.pool.query<{ transactions: number; postings: number }>(
    `select (select count(*) from ledger_tx)::int as transactions, (select count(*) from postings)::int as postings`,
  );
  const { transactions, postings } = counts.rows[0]!;
  auditFailed = violations.length > 0;
  const first = violations[0];
  rows.push({
    target: 'ledger audit (audit:ledger, after the money targets)',
    measured: first
      ? `${violations.length} violation rows; first: ${first.invariant}: ${first.detail}`
      : `clean: ${transactions} transactions, ${postings} postings`,
    needs: 'no violation',
    verdict: first ? 'FAIL' : 'PASS',
  });
});

const version = await running.database.pool.query<{ v: string }>("select current_setting('server_version') as v");
const db = new URL(running.database.url);
await running.stop();
machine.loadEnd = loadavg();

const { text, failed } = renderReport({
  rows,
  machine,
  postgres: `Postgres ${version.rows[0]!.v.split(' ')[0]} at ${db.host}${db.pathname} (${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded, .data/bench'})`,
  settings: `${SECONDS} s per target; read paths and the mall at ${CONNECTIONS} connections, money and features at ${PLAYERS} players; one Node process; load generator in a process of its own on the same machine${ONLY ? `; BENCH_ONLY=${ONLY.join(',')}` : ''}`,
  extra: battleExtra,
});
console.log(`\n${text}\n`);
writeFileSync(join(import.meta.dirname, 'last-run.md'), `# Last bench run\n\n${new Date().toISOString()}\n\n${text}\n`);
const strict = process.env.BENCH_STRICT === '1';
process.exit(auditFailed || broken || (strict && failed.length > 0) ? 1 : 0);
