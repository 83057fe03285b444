// Websocket fan-out: `clients` visitors connected to one instance, all following the live drop strip (every
// socket does from connect), while a few signed-in players open cases over HTTP at a steady rate. Each drop is
// published when its reveal ends (`visible_at`); the delay measured is `visible_at` → arrival at a client.
// Memory per idle client: the server's (this process's) rss and heap, after a GC, before and after connecting.
//
// Clients live in child processes of their own (`node --import tsx bench/fanout.ts --fleet <config.json>`),
// up to PER_PROCESS sockets each. `npx tsx bench/fanout.ts` runs it alone on the bench server (as battles.ts).
// BENCH_FANOUT_CLIENTS (10000), BENCH_FANOUT_SECONDS (20), BENCH_FANOUT_DROPS_PER_S (5), BENCH_FANOUT_BOX.

import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { DROP_CHANNEL } from '@dropforge/shared/contract';
import type { FastifyRequest } from 'fastify';
import WebSocket from 'ws';
import type { Running } from '../server/src/main';
import { spawnChild } from './child';
import { makeAccounts } from './players';
import { startBenchSite } from './site';

const PER_PROCESS = 2500;

export type FanoutResult = {
  clients: number;
  connected: number;
  processes: number;
  seconds: number;
  drops: number;
  /** Drops × clients connected when they were published. */
  expected: number;
  delivered: number;
  /** Milliseconds from a drop's `visible_at` to its arrival at a client. */
  p50: number;
  p99: number;
  max: number;
  /** Server side: `visible_at` → the gateway has handed the drop to every socket (p50/max over drops). */
  handedP50: number;
  handedMax: number;
  /** Server rss / V8 heap (+ external) growth per connected idle client, after a GC. */
  memPerIdleClientKB: number;
  heapPerIdleClientKB: number;
  rssBeforeMB: number;
  rssAfterMB: number;
  openErrors: number;
  /** The server's (this process's) CPU and event-loop utilisation while the drops went out. */
  serverCpuPct: number;
  serverElu: number;
  bus: string;
};

const fakeRequest = { headers: { 'user-agent': 'bench' }, ip: '127.0.0.1' } as unknown as FastifyRequest;

/** A full GC when V8 allows it (exposed at run time, so no node flag is needed). */
export function collect() {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Histogram = Record<number, number>;
function spawnFleet(url: string, clients: number) {
  const child = spawnChild(import.meta.filename, ['--fleet'], { url, clients }, 'fanout-fleet');
  return {
    ready: async () => Number((await child.next()).split(' ')[1]),
    async finish(visible: Record<number, number>): Promise<{ delivered: number; histogram: Histogram }> {
      child.send(JSON.stringify(visible));
      const result = JSON.parse(await child.next());
      await child.done();
      return result;
    },
  };
}

export async function benchFanout(
  running: Running,
  opts: { clients?: number; seconds?: number; dropsPerSecond?: number; box?: string } = {},
): Promise<FanoutResult> {
  const clients = opts.clients ?? Number(process.env.BENCH_FANOUT_CLIENTS ?? 10_000);
  const seconds = opts.seconds ?? Number(process.env.BENCH_FANOUT_SECONDS ?? 20);
  const rate = opts.dropsPerSecond ?? Number(process.env.BENCH_FANOUT_DROPS_PER_S ?? 5);
  const box = opts.box ?? process.env.BENCH_FANOUT_BOX ?? 'budget-one-buck';
  const ids = await makeAccounts(running, 4, 'fanout', { money: 100_000_000 });
  const tokens = await Promise.all(ids.map((id) => running.sessions.create(id, fakeRequest)));

  collect();
  const before = process.memoryUsage();
  const baseline = running.gateway.localCount();
  const counts = Array.from({ length: Math.ceil(clients / PER_PROCESS) }, (_, i) =>
    Math.min(PER_PROCESS, clients - i * PER_PROCESS),
  );
  const fleets = counts.map((n) => spawnFleet(`${running.url.replace('http', 'ws')}/ws`, n));
  await Promise.all(fleets.map((f) => f.ready()));
  const connected = running.gateway.localCount() - baseline;
  // The online count settles (one broadcast a second while it changes), then the idle sockets are weighed.
  await sleep(3000);
  collect();
  const after = process.memoryUsage();

  // Drops at a steady rate: one $1 case per tick, the players in turn (the server answers in its own loop).
  let openErrors = 0;
  const opens: Promise<void>[] = [];
  // Subscribed after the gateway, so this runs once the gateway's loop has handed the drop to every socket.
  const handed = new Map<number, number>();
  const unsubscribe = running.bus.subscribe((m) => {
    if (m.channel === DROP_CHANNEL) handed.set((m.data as { id: number }).id, Date.now());
  });
  const cpu0 = process.cpuUsage();
  const elu0 = performance.eventLoopUtilization();
  const started = Date.now();
  for (let n = 0; Date.now() - started < seconds * 1000; n++) {
    const token = tokens[n % tokens.length]!;
    opens.push(
      fetch(`${running.url}/api/box/${box}/open`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ number: 1 }),
      })
        .then((r) => r.json() as Promise<{ code: number }>)
        .then((res) => void (res.code === 200 || openErrors++))
        .catch(() => void openErrors++),
    );
    await sleep(Math.max(0, started + ((n + 1) * 1000) / rate - Date.now()));
  }
  await Promise.all(opens);
  const { rows } = await running.database.pool.query<{ id: string; visible_at: Date }>(
    'select id, visible_at from drop_feed where user_id = any($1)',
    [ids],
  );
  const lastVisible = Math.max(0, ...rows.map((r) => r.visible_at.getTime()));
  await sleep(Math.max(0, lastVisible - Date.now()) + 2000);
  const cpu = process.cpuUsage(cpu0);
  const busy = (cpu.user + cpu.system) / 1000 / (Date.now() - started);
  const elu = performance.eventLoopUtilization(elu0).utilization;
  unsubscribe();
  const serverSide = rows
    .map((r) => (handed.get(Number(r.id)) ?? Number.NaN) - r.visible_at.getTime())
    .sort((a, b) => a - b);
  const visible = Object.fromEntries(rows.map((r) => [Number(r.id), r.visible_at.getTime()]));
  const results = await Promise.all(fleets.map((f) => f.finish(visible)));

  const histogram = new Map<number, number>();
  let delivered = 0;
  for (const r of results) {
    delivered += r.delivered;
    for (const [ms, n] of Object.entries(r.histogram)) histogram.set(Number(ms), (histogram.get(Number(ms)) ?? 0) + n);
  }
  const sorted = [...histogram].sort((a, b) => a[0] - b[0]);
  const quantile = (q: number) => {
    let seen = 0;
    for (const [ms, n] of sorted) {
      seen += n;
      if (seen > q * delivered) return ms;
    }
    return Number.NaN;
  };
  return {
    clients,
    connected,
    processes: fleets.length,
    seconds,
    drops: rows.length,
    expected: rows.length * connected,
    delivered,
    p50: quantile(0.5),
    p99: quantile(0.99),
    max: sorted.at(-1)?.[0] ?? Number.NaN,
    handedP50: serverSide[Math.floor(serverSide.length / 2)] ?? Number.NaN,
    handedMax: serverSide.at(-1) ?? Number.NaN,
    memPerIdleClientKB: Math.round(((after.rss - before.rss) / Math.max(1, connected) / 1024) * 10) / 10,
    heapPerIdleClientKB:
      Math.round(
        ((after.heapUsed + after.external - before.heapUsed - before.external) / Math.max(1, connected) / 1024) * 10,
      ) / 10,
    rssBeforeMB: mb(before.rss),
    rssAfterMB: mb(after.rss),
    openErrors,
    serverCpuPct: Math.round(busy * 100),
    serverElu: Math.round(elu * 100) / 100,
    bus: running.bus.kind,
  };
}

export function fanoutTable(r: FanoutResult): string {
  return [
    '| ws clients (drop strip) | processes | drops | visible → client p50 ms | p99 ms | max ms | visible → handed to all sockets p50 / max ms | delivered / expected | server rss per idle client | heap+external per idle client | rss before → after | drops/s | server CPU, event loop |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${r.connected} of ${r.clients} | ${r.processes} | ${r.drops} | ${r.p50} | ${r.p99} | ${r.max} | ${r.handedP50} / ${r.handedMax} | ${r.delivered} / ${r.expected} | ${r.memPerIdleClientKB} KB | ${r.heapPerIdleClientKB} KB | ${r.rssBeforeMB} → ${r.rssAfterMB} MB | ${Math.round((r.drops / r.seconds) * 10) / 10} | ${r.serverCpuPct} %, ${r.serverElu} |`,
  ].join('\n');
}

/** Child: opens `clients` sockets (64 handshakes in flight), records each drop's arrival, answers on stdin. */
async function fleet(file: string) {
  const { url, clients } = JSON.parse(readFileSync(file, 'utf8')) as { url: string; clients: number };
  const arrivals = new Map<number, number[]>();
  const sockets: WebSocket[] = [];
  const connect = () =>
    new Promise<void>((resolve) => {
      const socket = new WebSocket(url, { perMessageDeflate: false });
      socket.on('message', (raw: Buffer) => {
        const at = Date.now();
        if (raw.indexOf('"event":"DropKanban"') < 0) return;
        const m = /"data":\{"id":(\d+)/.exec(raw.toString('latin1'));
        const id = m ? Number(m[1]) : Number(JSON.parse(raw.toString('utf8')).data.id);
        const list = arrivals.get(id);
        if (list) list.push(at);
        else arrivals.set(id, [at]);
      });
      socket.once('open', () => {
        sockets.push(socket);
        resolve();
      });
      socket.once('error', () => resolve());
    });
  let next = 0;
  await Promise.all(
    Array.from({ length: 64 }, async () => {
      while (next++ < clients) await connect();
    }),
  );
  console.log(`ready ${sockets.length}`);
  for await (const line of createInterface({ input: process.stdin })) {
    const visible = JSON.parse(line) as Record<string, number>;
    const histogram: Histogram = {};
    let delivered = 0;
    for (const [id, times] of arrivals) {
      const at = visible[id];
      if (at === undefined) continue;
      for (const t of times) {
        const ms = Math.max(0, t - at);
        histogram[ms] = (histogram[ms] ?? 0) + 1;
        delivered++;
      }
    }
    for (const s of sockets) s.terminate();
    console.log(JSON.stringify({ delivered, histogram }));
    process.exit(0);
  }
}

if (process.argv[1] === import.meta.filename) {
  if (process.argv[2] === '--fleet') await fleet(process.argv[3]!);
  else {
    const running = await startBenchSite();
    const result = await benchFanout(running);
    console.log(`\n${fanoutTable(result)}\n`);
    if (result.openErrors > 0) console.log(`${result.openErrors} case opens failed`);
    await running.stop();
    process.exit(0);
  }
}
