// Case battles under load: `battles` bot battles of `rounds` rounds (a player and a bot each) created and
// started over HTTP at once, run to completion by the server's round clock, while `clients` websocket clients
// (bench/ws-fleet.ts, a process of its own) follow them. Reports rounds revealed per second and the delay
// from a round's reveal (its `revealed_at`) to its arrival at the clients.
//
// `npm run bench` runs it with the other targets; `npx tsx bench/battles.ts` runs it alone (same server setup).
// Two rows: the round clock at 1000 ms (paced: the clock bounds rounds/s at battles / 1 s) and at 100 ms
// (saturated: the server's capacity). BENCH_BATTLES (200), BENCH_BATTLE_ROUNDS (5), BENCH_WS_CLIENTS (500),
// BENCH_BATTLE_ROUND_MS (comma-separated clocks, `1000,100`), BENCH_BATTLE_BOX (budget-one-buck).

import type { Running } from '../server/src/main';
import { inPool, makePlayers } from './players';
import { startBenchSite } from './site';
import { startFleet } from './ws-fleet';

export type BattleBenchRow = {
  battles: number;
  rounds: number;
  roundMs: number;
  clients: number;
  /** Wall time from the first start to the last end. */
  seconds: number;
  roundsPerSecond: number;
  /** Round events the clients received, and how many were expected (each battle's followers × rounds). */
  deliveries: number;
  expected: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  bus: string;
  /** Whether the clients also followed the live drop strip (every player's drop goes to every client). */
  strip: boolean;
};

/** Each client follows this many battles (the gateway allows 20 channels per client). */
const PER_CLIENT = 10;

export async function benchBattles(
  running: Running,
  opts: { roundMs: number; battles?: number; rounds?: number; clients?: number; box?: string },
): Promise<BattleBenchRow> {
  // The battles' settings object is read live by the server, so the clock changes between rows.
  running.config.battles.roundMs = opts.roundMs;
  const battles = opts.battles ?? Number(process.env.BENCH_BATTLES ?? 200);
  const rounds = opts.rounds ?? Number(process.env.BENCH_BATTLE_ROUNDS ?? 5);
  const clients = opts.clients ?? Number(process.env.BENCH_WS_CLIENTS ?? 500);
  const box = opts.box ?? process.env.BENCH_BATTLE_BOX ?? 'budget-one-buck';
  const boxInfo = await fetch(`${running.url}/api/box/${box}`).then((r) => r.json());
  if (boxInfo.code !== 200) throw new Error(`bench battles: no box ${box}: ${boxInfo.msg}`);
  const price = Math.round(boxInfo.data.price * 1000);

  // Creators: players made directly (no e-mail flow), funded through the ledger, signed in (bench/players.ts).
  const tokens = await makePlayers(running, battles, 'battler', { money: price * rounds * 2 });
  let errors = 0;
  const post = async (path: string, token: string, body?: unknown) => {
    const res = await fetch(`${running.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }).then((r) => r.json());
    if (res.code !== 200) errors++;
    return res;
  };

  const created: Array<{ id: number; channel: string; token: string }> = [];
  await inPool(tokens, 32, async (token) => {
    const res = await post('/api/battle', token, { boxes: Array(rounds).fill(box), players: 2, mode: 'standard' });
    if (res.code === 200) created.push({ id: res.data.id, channel: res.data.channel, token });
  });
  const channels = Array.from({ length: clients }, (_, c) =>
    Array.from(
      { length: Math.min(PER_CLIENT, created.length) },
      (_, k) => created[(c * PER_CLIENT + k) % created.length]!.channel,
    ),
  );
  const followers = new Map<string, number>();
  for (const list of channels) for (const ch of list) followers.set(ch, (followers.get(ch) ?? 0) + 1);
  const strip = process.env.BENCH_WS_STRIP !== '0';
  const fleet = await startFleet({ url: `${running.url.replace('http', 'ws')}/ws`, clients, channels, strip });

  const ids = created.map((b) => b.id);
  const started = Date.now();
  await inPool(created, 32, async (b) => {
    await post(`/api/battle/${b.id}/bots`, b.token);
  });
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    const { rows } = await running.database.pool.query<{ n: number }>(
      `select count(*)::int as n from battles where id = any($1) and state = 'ended'`,
      [ids],
    );
    if (rows[0]!.n === ids.length || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const seconds = (Date.now() - started) / 1000;
  // Let the last events reach the fleet.
  await new Promise((r) => setTimeout(r, 1000));
  const seen = await fleet.finish();
  const expected = created.reduce((sum, b) => sum + (followers.get(b.channel) ?? 0) * rounds, 0);
  return {
    battles: created.length,
    rounds,
    roundMs: running.config.battles.roundMs,
    clients,
    seconds: Math.round(seconds * 10) / 10,
    roundsPerSecond: Math.round((created.length * rounds) / seconds),
    deliveries: seen.received,
    expected,
    p50: seen.p50,
    p99: seen.p99,
    max: seen.max,
    errors,
    bus: running.bus.kind,
    strip,
  };
}

/** The rows of `BENCH_BATTLE_ROUND_MS` (default 1000 ms, then 100 ms). */
export async function benchBattleRows(running: Running): Promise<BattleBenchRow[]> {
  const rows: BattleBenchRow[] = [];
  for (const ms of (process.env.BENCH_BATTLE_ROUND_MS ?? '1000,100').split(',').map(Number)) {
    rows.push(await benchBattles(running, { roundMs: ms }));
  }
  return rows;
}

export function battleTable(rows: BattleBenchRow[]): string {
  return [
    '| battles × rounds | round ms | ws clients (+ drop strip) | bus | seconds | rounds/s | reveal → client p50 ms | p99 ms | max ms | delivered / expected | errors |',
    '|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.battles} × ${r.rounds} | ${r.roundMs} | ${r.clients}${r.strip ? ' + strip' : ''} | ${r.bus} | ${r.seconds} | ${r.roundsPerSecond} | ${r.p50} | ${r.p99} | ${r.max} | ${r.deliveries} / ${r.expected} | ${r.errors} |`,
    ),
  ].join('\n');
}

if (process.argv[1] === import.meta.filename) {
  const running = await startBenchSite();
  console.log(`\n${battleTable(await benchBattleRows(running))}\n`);
  await running.stop();
  process.exit(0);
}
