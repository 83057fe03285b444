import type { BattleDetail } from '@dropforge/shared/contract';
import { type BattleReplay, type BoxItem, hashServerSeed, parseMilli, replayBattle } from '@dropforge/shared/domain';
import { expect } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { contentWithCases, TEST_PISTOL_CASE } from '../../../test/content';
import { fund } from '../../../test/wallet';

/**
 * Test cases: three pistols at their odds, and one that drops the same item 99 999 999 times in 10^8 (every
 * drop equal but once in a hundred million rolls: ties every time).
 */
export const TEST_CASES = {
  'test-pistols': TEST_PISTOL_CASE,
  'test-off': { ...TEST_PISTOL_CASE, name: 'Test Off', enabled: false },
  'test-vip': { ...TEST_PISTOL_CASE, name: 'Test VIP', level: 2 },
  'test-single': {
    name: 'Test Single',
    category: 'budget',
    rtp: 0.9,
    items: [
      { hash_name: 'P250 | Sand Dune (Field-Tested)', tickets: 99_999_999 },
      { hash_name: 'P2000 | Granite Marbleized (Field-Tested)', tickets: 1 },
    ],
  },
};

export const TRUSTED = { trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] };

/** The app with the test cases, rounds every `roundMs`, pistols in the catalogue. */
export async function startBattleApp(roundMs = 100, env: NodeJS.ProcessEnv = {}, contentDir?: string) {
  const dir = contentDir ?? contentWithCases(TEST_CASES);
  const app = await startTestApp(
    { ...TRUSTED, contentDir: dir },
    { CAPTCHA_MODE: 'off', BATTLE_ROUND_MS: String(roundMs), ...env },
  );
  if (!contentDir) {
    await app.catalog.import({ categories: ['pistol'] });
    app.cases.service.reload();
  }
  return { app, contentDir: dir };
}

let players = 0;

/** A signed-up player with `balance` thousandths. */
export async function player(app: TestApp, balance = 100_000) {
  players += 1;
  const name = `Bt${players}${Math.random().toString(36).slice(2, 7)}`;
  const token = await registerUser(app, name, `${name.toLowerCase()}@example.com`);
  const id: number = (await app.request('/api/user', { headers: bearer(token) })).body.data.id;
  if (balance > 0) await fund(app, id, balance);
  return { token, id, name };
}

export type Player = Awaited<ReturnType<typeof player>>;

export function battleApi(app: TestApp) {
  const post = (path: string, token: string, json?: unknown) =>
    app.request(path, { method: 'POST', headers: bearer(token), ...(json === undefined ? {} : { json }) });
  return {
    create: (p: Player, body: { boxes: string[]; players: number; mode: string; private?: boolean }) =>
      post('/api/battle', p.token, body),
    join: (p: Player, id: number, slot: number, code?: string) =>
      post(`/api/battle/${id}/join`, p.token, { slot, ...(code ? { code } : {}) }),
    leave: (p: Player, id: number) => post(`/api/battle/${id}/leave`, p.token),
    bots: (p: Player, id: number) => post(`/api/battle/${id}/bots`, p.token),
    copy: (p: Player, id: number, code?: string) =>
      post(`/api/battle/${id}/copy`, p.token, code ? { code } : undefined),
    detail: (id: number, p?: Player, code?: string) =>
      app.request(`/api/battle/${id}${code ? `?code=${code}` : ''}`, p ? { headers: bearer(p.token) } : {}),
    money: async (p: Player) =>
      parseMilli((await app.request('/api/user', { headers: bearer(p.token) })).body.data.money),
  };
}

/** Polls a battle's detail until `until` holds (or throws after `ms`). */
export async function waitFor(
  app: TestApp,
  id: number,
  until: (d: BattleDetail) => boolean,
  ms = 20_000,
  viewer?: Player,
): Promise<BattleDetail> {
  const end = Date.now() + ms;
  let last: BattleDetail | undefined;
  while (Date.now() < end) {
    const res = await battleApi(app).detail(id, viewer);
    last = res.body.data;
    if (last && until(last)) return last;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`battle ${id} did not get there in ${ms} ms: ${JSON.stringify(last)?.slice(0, 400)}`);
}

/** `replayBattle` over an ended battle's published inputs (seeds, box contents, mode). */
export function replayOf(d: BattleDetail): BattleReplay {
  const contents = new Map(
    d.contents.map((c) => [
      c.id,
      c.items.map((i): BoxItem => ({ goodsId: i.goods_id, tickets: i.tickets, price: parseMilli(i.value) })),
    ]),
  );
  return replayBattle({
    mode: d.mode,
    serverSeed: d.server_seed!,
    clientSeeds: d.slots.map((s) => s!.client_seed),
    boxes: d.boxes.map((b) => contents.get(b.id)!),
    beacon: d.beacon,
  });
}

// biome-ignore lint/suspicious/noExplicitAny: tests read the events' fields freely (their shapes are the contract's)
export type WsMessage = { channel: string; event: string; data: any; at: number };

/** A websocket client following `channels`; `messages` collects what arrives, with the arrival time. */
export async function wsClient(app: TestApp, channels: string[]) {
  const socket = new WebSocket(`${app.url.replace('http', 'ws')}/ws`);
  const messages: WsMessage[] = [];
  socket.on('message', (raw) => {
    const m = JSON.parse(String(raw));
    if (m.channel && channels.includes(m.channel)) messages.push({ ...m, at: Date.now() });
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  for (const channel of channels) socket.send(JSON.stringify({ type: 'subscribe', channel }));
  // Subscriptions wait for the session lookup and are not acknowledged: give them a moment.
  await new Promise((r) => setTimeout(r, 150));
  return {
    messages,
    of: (event: string) => messages.filter((m) => m.event === event),
    close: () => socket.close(),
  };
}

/** Waits until `check` holds (polling), or throws after `ms`. */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 10_000, what = 'condition') {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${what} did not hold within ${ms} ms`);
}

/** Every item of an ended battle is in its winner's backpack (bots' winnings stay with the house), once. */
export async function expectSettled(app: TestApp, d: BattleDetail) {
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await app.database.pool.query(sql, params)).rows[0].n);
  const replay = replayOf(d);
  expect(d.result).not.toBeNull();
  expect(d.result!.winners).toEqual(replay.winners);
  expect(d.result!.awards).toEqual(replay.awards);
  expect(d.result!.totals).toEqual(replay.totals.map((t) => t / 1000));
  expect(d.result!.received).toEqual(replay.received.map((t) => t / 1000));
  expect(d.result!.tie_break?.index ?? null).toEqual(replay.tieBreak?.index ?? null);
  expect(d.result!.split_draws.map((s) => s.to)).toEqual(replay.splitDraws.map((s) => s.to));
  expect(d.results.map((r) => r.drops.map((x) => [x.goods.id, x.ticket]))).toEqual(
    replay.rounds.map((r) => r.map((x) => [Number(x.goodsId), x.ticket])),
  );
  expect(hashServerSeed(d.server_seed!)).toBe(d.server_seed_hash);
  for (const seat of d.slots) {
    const won = replay.winners.includes(seat!.slot);
    expect(seat!.won).toBe(won);
    if (seat!.user_id === null) continue;
    const { rows } = await app.database.pool.query(
      `select i.price from items i join battle_rounds r on r.knapsack_id = i.knapsack_id
       where r.battle_id = $1 and i.owner_id = $2 and i.source = 'battle' and i.state = 'owned'`,
      [d.id, seat!.user_id],
    );
    const items = replay.awards.flat().filter((to) => to === seat!.slot).length;
    expect(rows.length).toBe(items);
    expect(rows.reduce((sum, r) => sum + Number(r.price), 0)).toBe(replay.received[seat!.slot]);
  }
  const granted = await count(
    `select count(*)::int as n from battle_rounds where battle_id = $1 and knapsack_id is not null`,
    [d.id],
  );
  const toPlayers = replay.awards.flat().filter((to) => d.slots[to]!.user_id !== null).length;
  expect(granted).toBe(toPlayers);
}
