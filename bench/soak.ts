// `npm run bench:soak`: the site under a steady mixed load for BENCH_SOAK_MINUTES (20): case opens by 64 players
// and mall reads (paced, open loop: bench/paced.ts), bot battles created at a steady rate over HTTP, and
// BENCH_SOAK_WS_CLIENTS (2000) websocket clients following the drop strip (bench/ws-fleet.ts). Every minute it
// prints the server's memory, throughput and p99; at the end the ledger audit, the verdict (memory growth after
// warm-up, p99 of the first against the last minutes) and bench/soak-last.md.
//
// Rates: BENCH_SOAK_OPENS_PER_S and BENCH_SOAK_MALL_PER_S, or else a peak measured first (closed loop, 64
// players / 50 connections, BENCH_SOAK_PEAK_SECONDS (20) each, with the websocket clients already connected) times
// BENCH_SOAK_LOAD (0.7), shared BENCH_SOAK_OPEN_SHARE (0.8) to opens and the rest to mall reads. A drop reaches
// the strip only when its reveal ends (seconds later), so a short peak run undercounts the cost of its own fan-out.
// BENCH_SOAK_BATTLES_PER_MIN (30; 5 rounds, a player and a bot), BENCH_SOAK_WARMUP_MINUTES (min(3, minutes/4)).
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { auditLedger } from '../server/src/modules/wallet';
import { benchCaseOpens } from './cases';
import { collect } from './fanout';
import { benchMallListing, MALL_MIX } from './mall';
import { type PacedWindow, startPaced } from './paced';
import { makePlayers } from './players';
import { startBenchSite } from './site';
import { startFleet } from './ws-fleet';

const env = process.env;
const MINUTES = Number(env.BENCH_SOAK_MINUTES ?? 20);
const WS_CLIENTS = Number(env.BENCH_SOAK_WS_CLIENTS ?? 2000);
const LOAD = Number(env.BENCH_SOAK_LOAD ?? 0.7);
const OPEN_SHARE = Number(env.BENCH_SOAK_OPEN_SHARE ?? 0.8);
const PEAK_SECONDS = Number(env.BENCH_SOAK_PEAK_SECONDS ?? 20);
const BATTLES_PER_MIN = Number(env.BENCH_SOAK_BATTLES_PER_MIN ?? 30);
const WARMUP = Number(env.BENCH_SOAK_WARMUP_MINUTES ?? Math.min(3, Math.floor(MINUTES / 4)));
const BOX = env.BENCH_SOAK_BOX ?? 'budget-one-buck';

const running = await startBenchSite();
const log = (line: string) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}`);
const tokens = await makePlayers(running, 64, 'soak', { money: 100_000_000 });
const fleet = await startFleet({
  url: `${running.url.replace('http', 'ws')}/ws`,
  clients: WS_CLIENTS,
  channels: Array.from({ length: WS_CLIENTS }, () => ['battles']),
});
log(`${running.gateway.localCount()} websocket clients connected (drop strip + battles list), bus ${running.bus.kind}`);

let opensRate = Number(env.BENCH_SOAK_OPENS_PER_S ?? Number.NaN);
let mallRate = Number(env.BENCH_SOAK_MALL_PER_S ?? Number.NaN);
let peak = '';
if (Number.isNaN(opensRate) || Number.isNaN(mallRate)) {
  const opens = await benchCaseOpens(running, BOX, 64, PEAK_SECONDS);
  // The peak's drops go out to the strip when their reveals end: let that pass before the next measure.
  await new Promise((r) => setTimeout(r, 15_000));
  const mall = await benchMallListing(running, 50, PEAK_SECONDS);
  peak = `peak (closed loop, ${PEAK_SECONDS} s, ${WS_CLIENTS} ws clients): opens ${opens.rps}/s (p99 ${opens.p99} ms), mall ${mall.rps}/s (p99 ${mall.p99} ms)`;
  log(peak);
  if (Number.isNaN(opensRate)) opensRate = Math.round(opens.rps * LOAD * OPEN_SHARE);
  if (Number.isNaN(mallRate)) mallRate = Math.round(mall.rps * LOAD * (1 - OPEN_SHARE));
}
const rates = `opens ${opensRate}/s, mall reads ${mallRate}/s, ${BATTLES_PER_MIN} battles/min, ${WS_CLIENTS} ws clients, ${MINUTES} min`;
log(`soak: ${rates}`);

type Minute = {
  minute: number;
  rssMB: number;
  heapMB: number;
  opensPerS: number;
  opensP99: number;
  mallPerS: number;
  mallP99: number;
  errors: number;
  battlesDone: number;
  ws: number;
};
const opensWindows: PacedWindow[] = [];
const mallWindows: PacedWindow[] = [];
const seconds = MINUTES * 60;
const opensRun = startPaced(
  {
    url: `${running.url}/api/box/${BOX}/open`,
    method: 'POST',
    body: JSON.stringify({ number: 1 }),
    tokens,
    connections: 64,
    seconds,
    rate: opensRate,
    windowSeconds: 60,
  },
  (w) => opensWindows.push(w),
);
const mallRun = startPaced(
  { url: running.url, paths: MALL_MIX, connections: 16, seconds, rate: mallRate, windowSeconds: 60 },
  (w) => mallWindows.push(w),
);

// Battles: one every 60 / BATTLES_PER_MIN s, a soak player against a bot, 5 rounds of the same box.
let battleErrors = 0;
const battleIds: number[] = [];
const post = async (path: string, token: string, body?: unknown) => {
  const res = await fetch(`${running.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
    .then((r) => r.json() as Promise<{ code: number; data?: { id: number } }>)
    .catch(() => ({ code: 0, data: undefined }));
  if (res.code !== 200) battleErrors++;
  return res;
};
let battleTurn = 0;
const battleTimer =
  BATTLES_PER_MIN > 0
    ? setInterval(async () => {
        const token = tokens[battleTurn++ % tokens.length]!;
        const res = await post('/api/battle', token, { boxes: Array(5).fill(BOX), players: 2, mode: 'standard' });
        if (res.code !== 200 || !res.data) return;
        battleIds.push(res.data.id);
        await post(`/api/battle/${res.data.id}/bots`, token);
      }, 60_000 / BATTLES_PER_MIN)
    : undefined;

const minutes: Minute[] = [];
const started = Date.now();
for (let m = 1; m <= MINUTES; m++) {
  await new Promise((r) => setTimeout(r, Math.max(0, started + m * 60_000 - Date.now())));
  // The load generators report each minute of their own (they start a moment later): wait for both.
  const waitUntil = Date.now() + 15_000;
  while ((opensWindows.length < m || mallWindows.length < m) && Date.now() < waitUntil)
    await new Promise((r) => setTimeout(r, 100));
  collect();
  const mem = process.memoryUsage();
  const o = opensWindows[m - 1];
  const s = mallWindows[m - 1];
  // An overloaded server may keep the pool busy past its connect timeout: that minute reports no count.
  const ended = await running.database.pool
    .query<{ n: number }>(`select count(*)::int as n from battles where id = any($1) and state = 'ended'`, [battleIds])
    .catch(() => ({ rows: [{ n: Number.NaN }] }));
  const row: Minute = {
    minute: m,
    rssMB: Math.round(mem.rss / 2 ** 20),
    heapMB: Math.round(mem.heapUsed / 2 ** 20),
    opensPerS: Math.round((o?.requests ?? 0) / 60),
    opensP99: o?.p99 ?? Number.NaN,
    mallPerS: Math.round((s?.requests ?? 0) / 60),
    mallP99: s?.p99 ?? Number.NaN,
    errors: (o?.errors ?? 0) + (s?.errors ?? 0),
    battlesDone: ended.rows[0]!.n,
    ws: running.gateway.localCount(),
  };
  minutes.push(row);
  log(
    `min ${m}: rss ${row.rssMB} MB, heap ${row.heapMB} MB (after GC), opens ${row.opensPerS}/s p99 ${row.opensP99} ms, mall ${row.mallPerS}/s p99 ${row.mallP99} ms, errors ${row.errors}, battles ended ${row.battlesDone}/${battleIds.length}, ws ${row.ws}`,
  );
}
clearInterval(battleTimer);
await Promise.all([opensRun.done, mallRun.done]);
await new Promise((r) => setTimeout(r, 8000)); // the last battles' rounds
const fleetResult = await fleet.finish();
const violations = await auditLedger(running.database.pool);
await running.stop();

// Verdict: memory after warm-up against the end; p99 of the first against the last (up to 5) minutes.
const base = minutes[Math.min(WARMUP, minutes.length) - 1] ?? minutes[0]!;
const last = minutes.at(-1)!;
const span = Math.max(1, Math.min(5, Math.floor(minutes.length / 2)));
const avg = (list: Minute[], key: 'opensP99' | 'mallP99') =>
  Math.round(list.reduce((a, r) => a + r[key], 0) / list.length);
const verdict = [
  `memory after warm-up (minute ${base.minute} → ${last.minute}): rss ${base.rssMB} → ${last.rssMB} MB (${last.rssMB - base.rssMB} MB, ${(((last.rssMB - base.rssMB) / base.rssMB) * 100).toFixed(1)} %), heap after GC ${base.heapMB} → ${last.heapMB} MB (${last.heapMB - base.heapMB} MB, ${(((last.heapMB - base.heapMB) / base.heapMB) * 100).toFixed(1)} %)`,
  `p99 first ${span} min → last ${span} min: opens ${avg(minutes.slice(0, span), 'opensP99')} → ${avg(minutes.slice(-span), 'opensP99')} ms, mall ${avg(minutes.slice(0, span), 'mallP99')} → ${avg(minutes.slice(-span), 'mallP99')} ms`,
  `battles: ${battleIds.length} created, ${last.battlesDone} ended by the last minute, ${battleErrors} HTTP errors; ws clients ${last.ws} connected at the end, ${fleetResult.other} strip/online messages received`,
  violations.length === 0
    ? 'ledger audit: clean'
    : `ledger audit FAILED: ${violations[0]!.invariant}: ${violations[0]!.detail} (${violations.length} violation rows)`,
];
for (const line of verdict) log(line);

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const table = [
  '| minute | rss MB | heap MB (after GC) | opens/s | opens p99 ms | mall/s | mall p99 ms | errors | battles ended | ws clients |',
  '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...minutes.map(
    (r) =>
      `| ${r.minute} | ${r.rssMB} | ${r.heapMB} | ${r.opensPerS} | ${r.opensP99} | ${r.mallPerS} | ${r.mallP99} | ${r.errors} | ${r.battlesDone} | ${r.ws} |`,
  ),
].join('\n');
writeFileSync(
  join(import.meta.dirname, 'soak-last.md'),
  `# Last soak\n\n${new Date().toISOString()} — ${machine}; bus ${running.bus.kind}\n\n${peak ? `${peak}\n\n` : ''}Load: ${rates}.\n\n${table}\n\n${verdict.map((v) => `- ${v}`).join('\n')}\n`,
);
process.exit(violations.length === 0 ? 0 : 1);
