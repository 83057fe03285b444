import {
  hashServerSeed,
  isWin,
  type Milli,
  milli,
  mulRate,
  revealDelayMs,
  roll,
  TICKETS_TOTAL,
  type UpgradeDirection,
  upgradeChance,
  winningRange,
} from '@dropforge/shared/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { createManualClock } from '../../../test/clock';
import { goodsBetween, grantItems, peekRoll } from '../../../test/items';
import { fund } from '../../../test/wallet';
import { auditLedger } from '../wallet';

let app: TestApp;
/** The drop feed's clock: a won upgrade reaches the strip once the wheel has landed. */
const clock = createManualClock();
let players = 0;
/** A stake item ($1–$3) and its price in thousandths. */
let stakeGoods: { id: number; price: Milli };

beforeAll(async () => {
  app = await startTestApp(
    { trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] },
    { CAPTCHA_MODE: 'off' },
    { clock },
  );
  await app.catalog.import({ categories: ['pistol', 'rifle', 'smg'] });
  stakeGoods = (await goodsBetween(app, 1_000, 3_000))!;
}, 90_000);
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

async function player() {
  players += 1;
  const token = await registerUser(app, `Upgrader${players}`, `upgrader${players}@example.com`);
  const id: number = (await app.request('/api/user', { headers: bearer(token) })).body.data.id;
  return { token, id };
}
type Body = { knapsack_id: number[]; amount: number; target_id: number; direction: UpgradeDirection };
const upgrade = (token: string, body: Body, headers: Record<string, string> = {}) =>
  app.request('/api/upgrade', { method: 'POST', json: body, headers: { ...bearer(token), ...headers } });
const profile = async (token: string) => (await app.request('/api/user', { headers: bearer(token) })).body.data;
const count = async (sql: string, params: unknown[] = []) =>
  (await app.database.pool.query(sql, params)).rows[0].n as number;
const stateOf = async (id: number) =>
  (await app.database.pool.query('select state from items where knapsack_id = $1', [id])).rows[0]?.state as string;

/** Everything an upgrade could change for a player. */
async function snapshot(token: string, id: number) {
  const p = await profile(token);
  return {
    money: p.money,
    score: p.score,
    items: (await app.database.pool.query('select knapsack_id, state from items where owner_id = $1 order by 1', [id]))
      .rows,
    upgrades: await count('select count(*)::int as n from upgrades where user_id = $1', [id]),
    rolls: await count('select count(*)::int as n from rolls where user_id = $1', [id]),
    ledger: await count('select count(*)::int as n from ledger_tx where user_id = $1', [id]),
    nonce: (await app.request('/api/pfv_api', { headers: bearer(token) })).body.data.nonce,
  };
}

/** The direction that wins (or loses) the player's next roll at `winTickets`, if either side does. */
function sideFor(ticket: number, winTickets: number, win: boolean): UpgradeDirection | undefined {
  return (['under', 'over'] as const).find((d) => isWin(ticket, winTickets, d) === win);
}

describe('configuration and targets', () => {
  it('answers the configured limits', async () => {
    const res = await app.request('/api/upgrade/config');
    expect(res.body).toEqual({
      code: 200,
      msg: 'Success',
      data: { max_items: 10, max_chance: 75, rtp: 0.9, coins_share: 0.05, multipliers: [1.5, 2, 5, 10] },
    });
  });

  it('lists goods priced strictly above the stake, filtered by price and name, sorted by price', async () => {
    const min = stakeGoods.price / 1000;
    const asc = (await app.request(`/api/upgrade/targets?min=${min}&limit=60`)).body.data;
    expect(asc.list.length).toBe(60);
    expect(asc.total).toBeGreaterThan(60);
    const prices = asc.list.map((g: { price: number }) => g.price);
    expect(prices.every((p: number) => p > min)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(asc.total).toBe(await count('select count(*)::int as n from goods where price > $1', [stakeGoods.price]));
    const desc = (await app.request(`/api/upgrade/targets?min=${min}&sort=desc&limit=5`)).body.data.list;
    expect(desc[0].price).toBeGreaterThanOrEqual(desc[4].price);
    const page2 = (await app.request(`/api/upgrade/targets?min=${min}&limit=30&page=2`)).body.data;
    expect(page2.list.map((g: { id: number }) => g.id)).toEqual(asc.list.slice(30).map((g: { id: number }) => g.id));

    const ranged = (await app.request('/api/upgrade/targets?min=0&price=5&max_price=10&limit=60')).body.data;
    expect(ranged.total).toBeGreaterThan(0);
    expect(ranged.list.every((g: { price: number }) => g.price >= 5 && g.price <= 10)).toBe(true);

    // Any language's name or the hash name, case-insensitive; `%` and `_` are literal.
    const { rows } = await app.database.pool.query(
      `select id, names->>'zh' as zh from goods where names->>'zh' ~ '[|]' and names->>'zh' !~ '[a-zA-Z]' limit 1`,
    );
    const zh = rows[0].zh as string;
    const byZh = (await app.request(`/api/upgrade/targets?name=${encodeURIComponent(zh)}&limit=60`)).body.data;
    expect(byZh.list.map((g: { id: number }) => g.id)).toContain(rows[0].id);
    expect(byZh.total).toBe(
      await count(
        `select count(*)::int as n from goods g where exists (select 1 from jsonb_each_text(g.names) n where n.value ilike $1)`,
        [`%${zh}%`],
      ),
    );
    expect(byZh.total).toBeLessThan(60);
    const glock = (await app.request('/api/upgrade/targets?name=gLoCk-18&limit=60')).body.data;
    expect(glock.total).toBeGreaterThan(0);
    expect(glock.list.every((g: { hash_name: string }) => g.hash_name.includes('Glock-18'))).toBe(true);
    expect((await app.request('/api/upgrade/targets?name=%25')).body.data.total).toBe(0);
    expect((await app.request('/api/upgrade/targets?limit=61')).body.code).toBe(400);
    expect((await app.request('/api/upgrade/targets?sort=up')).body.code).toBe(400);
  });
});

describe('an upgrade', () => {
  it('succeeds: the target in the backpack, the stake consumed, the balance debited, a drop published', async () => {
    const { token, id } = await player();
    const [stake] = await grantItems(app, id, [stakeGoods.id]);
    await fund(app, id, 5_000);
    const stakeValue = milli(stakeGoods.price + 500);
    const target = (await goodsBetween(app, Math.ceil(stakeValue * 1.25), Math.floor(stakeValue * 1.75)))!;
    const { winTickets } = upgradeChance({ stake: stakeValue, target: target.price, rtp: 0.9, maxChance: 75 });
    const next = await peekRoll(app, id, 'upgrade');
    const direction = sideFor(next.ticket, winTickets, true)!;

    const socket = new WebSocket(`${app.url.replace('http', 'ws')}/ws`);
    const published = new Promise<any>((resolve) =>
      socket.on('message', (raw) => {
        const m = JSON.parse(String(raw));
        if (m.channel === 'DropKanbanChannel' && m.data?.type === 'upgrade') resolve(m.data);
      }),
    );
    await new Promise((resolve) => socket.once('open', resolve));
    const own: Array<{ event: string; data: any }> = [];
    const off = app.bus.subscribe((m) => {
      if (m.channel === `notifications.${id}`) own.push(m);
    });
    const res = await upgrade(token, { knapsack_id: [stake!], amount: 0.5, target_id: target.id, direction });
    expect(res.body.code).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      success: true,
      chance: winTickets / 1_000_000,
      ticket: next.ticket,
      roll: next.float,
      range: winningRange(winTickets, direction),
      direction,
      stake_value: stakeValue / 1000,
      coins: 0,
      nonce: next.nonce,
      round: 0,
    });
    expect(data.goods.id).toBe(target.id);
    expect(await stateOf(stake!)).toBe('consumed');
    expect(await stateOf(data.knapsack_id)).toBe('owned');
    const backpack = (await app.request('/api/system_shop/backpack?limit=50', { headers: bearer(token) })).body.data;
    expect(backpack.list.map((i: { knapsack_id: number; source: string }) => [i.knapsack_id, i.source])).toEqual([
      [data.knapsack_id, 'upgrade'],
    ]);
    expect(await profile(token)).toMatchObject({ money: 4.5, score: 0 });
    // Issue 17: the win is announced on the player's channel, keyed by the upgrade (the notifications module's source).
    await vi.waitFor(() => expect(own.filter((m) => m.event === 'upgrade.won')).toHaveLength(1));
    off();
    expect(own.find((m) => m.event === 'upgrade.won')!.data).toMatchObject({
      upgrade_id: expect.any(Number),
      name: expect.any(String),
      value: target.price / 1000,
    });
    const history = (await app.request('/api/wallet/transactions?type=upgrade', { headers: bearer(token) })).body.data;
    expect(history.list).toMatchObject([{ type: 'upgrade', amount: -0.5, currency: 'money' }]);
    // Counted for the realised RTP (issue 24): the stake's whole value against the target, at the odds' chance.
    const [counted] = (
      await app.database.pool.query(
        `select sum(bets)::int as bets, sum(wagered)::int as wagered, sum(paid)::int as paid, sum(expected) as expected
         from (select bets, wagered, paid, expected from bet_tally where game = 'upgrade'
               union all select bets, wagered, paid, expected from rtp_totals where game = 'upgrade') t`,
      )
    ).rows;
    expect(counted).toMatchObject({ bets: 1, wagered: stakeValue, paid: target.price });
    expect(counted.expected).toBeCloseTo((target.price * winTickets) / 100_000_000, 6);

    await vi.waitFor(() => expect(app.realtime.drops.pending()).toBeGreaterThan(0));
    clock.advance(revealDelayMs.upgrade());
    const drop = await published;
    socket.close();
    expect(drop).toMatchObject({
      type: 'upgrade',
      box: null,
      goods: { id: target.id },
      user: { name: `Upgrader${players}` },
    });
    expect((await app.request('/api/drop?limit=1')).body.data.list[0]).toMatchObject({ id: drop.id, type: 'upgrade' });
  });

  it('fails: the stake consumed, coins worth 5 % of the stake gifted, the roll verifiable after rotating', async () => {
    const { token, id } = await player();
    const stakes = await grantItems(app, id, [stakeGoods.id, stakeGoods.id]);
    await fund(app, id, 1_234);
    const stakeValue = milli(stakeGoods.price * 2 + 1_234);
    const target = (await goodsBetween(app, stakeValue * 2, stakeValue * 4))!;
    const { winTickets } = upgradeChance({ stake: stakeValue, target: target.price, rtp: 0.9, maxChance: 75 });
    const next = await peekRoll(app, id, 'upgrade');
    const direction = sideFor(next.ticket, winTickets, false)!;
    const res = await upgrade(token, { knapsack_id: stakes, amount: 1.234, target_id: target.id, direction });
    const coins = mulRate(stakeValue, 0.05);
    expect(res.body.data).toMatchObject({
      success: false,
      knapsack_id: null,
      coins: coins / 1000,
      ticket: next.ticket,
    });
    expect(await Promise.all(stakes.map(stateOf))).toEqual(['consumed', 'consumed']);
    expect(await profile(token)).toMatchObject({ money: 0, score: coins / 1000 });
    expect(await count('select count(*)::int as n from items where owner_id = $1 and state = $2', [id, 'owned'])).toBe(
      0,
    );
    const history = (await app.request('/api/wallet/transactions?type=upgrade', { headers: bearer(token) })).body.data;
    expect(history.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ amount: -1.234, currency: 'money' }),
        expect.objectContaining({ amount: coins / 1000, currency: 'score' }),
      ]),
    );
    expect(history.total).toBe(2);

    const rotated = (
      await app.request('/api/pfv_api', { method: 'POST', json: { rotate: true }, headers: bearer(token) })
    ).body.data.previous;
    const { data } = res.body;
    expect(hashServerSeed(rotated.serverSeed)).toBe(data.serverSeedHash);
    const again = roll({
      serverSeed: rotated.serverSeed,
      game: 'upgrade',
      clientSeed: data.clientSeed,
      nonce: data.nonce,
    });
    expect(again.ticket).toBe(data.ticket);
    expect(again.float).toBe(data.roll);
    const tickets = Math.round(data.chance * 1_000_000);
    expect(data.range).toEqual(winningRange(tickets, direction));
    expect(isWin(again.ticket, tickets, direction)).toBe(data.success);
    const log = (await app.request('/api/pfv_log', { headers: bearer(token) })).body.data.list[0];
    expect(log).toMatchObject({
      game: 'upgrade',
      nonce: data.nonce,
      ticket: data.ticket,
      serverSeed: rotated.serverSeed,
    });

    const list = (await app.request('/api/upgrade/history', { headers: bearer(token) })).body.data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({
      success: false,
      chance: data.chance,
      ticket: data.ticket,
      direction,
      stake_value: stakeValue / 1000,
      amount: 1.234,
      coins: coins / 1000,
      nonce: data.nonce,
      serverSeedHash: data.serverSeedHash,
      goods: { id: target.id },
    });
    expect(winTickets).toBeLessThan(TICKETS_TOTAL / 2);
  });

  it('refuses with the catalogue messages and changes nothing', async () => {
    const { token, id } = await player();
    const other = await player();
    const owned = await grantItems(app, id, Array(11).fill(stakeGoods.id));
    const [raffle] = await grantItems(app, id, [stakeGoods.id], 'raffle');
    const [theirs] = await grantItems(app, other.id, [stakeGoods.id]);
    const [gone] = await grantItems(app, id, [stakeGoods.id]);
    await app.database.pool.query(`update items set state = 'sold' where knapsack_id = $1`, [gone]);
    await fund(app, id, 2_000);
    const target = (await goodsBetween(app, stakeGoods.price * 4, stakeGoods.price * 8))!;
    const cheap = (await goodsBetween(app, 0, stakeGoods.price))!;
    const before = await snapshot(token, id);
    const refuse = async (body: Partial<Body>, msg: string, code: number, headers?: Record<string, string>) => {
      const res = await upgrade(
        token,
        { knapsack_id: [], amount: 0, target_id: target.id, direction: 'under', ...body },
        headers,
      );
      expect(res.body, JSON.stringify(body)).toMatchObject({ code, msg });
    };
    await refuse({}, 'Please select items first', 422);
    await refuse({ knapsack_id: owned }, 'maximum items', 422);
    await refuse({ knapsack_id: [owned[0]!], target_id: cheap.id }, 'Target value must exceed the upgrade value', 422);
    await refuse(
      { knapsack_id: [owned[0]!], amount: 2, target_id: stakeGoods.id },
      'Target value must exceed the upgrade value',
      422,
    );
    await refuse({ knapsack_id: [owned[0]!, theirs!] }, 'This item is no longer in your backpack', 409);
    await refuse({ knapsack_id: [owned[0]!, gone!] }, 'This item is no longer in your backpack', 409);
    await refuse({ knapsack_id: [owned[0]!, 999_999_999] }, 'This item is no longer in your backpack', 409);
    await refuse({ knapsack_id: [raffle!] }, 'Giveaway prizes cannot be upgraded', 422);
    await refuse({ knapsack_id: [owned[0]!], amount: 2.001 }, 'Insufficient balance', 422);
    await refuse({ amount: 2.001 }, 'Insufficient balance', 422);
    await refuse({ knapsack_id: [owned[0]!], target_id: 2_000_000_000 }, 'This target item does not exist', 404);
    await refuse({}, 'Bitte wähle zuerst Gegenstände aus', 422, { Language: 'de' });
    for (const bad of [
      { knapsack_id: [owned[0]!, owned[0]!] },
      { amount: 0.0001 },
      { amount: -1 },
      { direction: 'sideways' as UpgradeDirection },
      { target_id: 0 },
    ])
      expect(
        (await upgrade(token, { knapsack_id: [], amount: 1, target_id: target.id, direction: 'under', ...bad })).body
          .code,
      ).toBe(400);
    const visitor = await app.request('/api/upgrade', {
      method: 'POST',
      json: { knapsack_id: [], amount: 1, target_id: 1, direction: 'under' },
    });
    expect(visitor.body.msg).toBe('Please log in first');
    expect((await app.request('/api/upgrade/history')).body.code).toBe(401);
    expect(await snapshot(token, id)).toEqual(before);
  });

  it('answers a retried Idempotency-Key once and counts upgrades in /api/config', async () => {
    const { token, id } = await player();
    await fund(app, id, 3_000);
    const target = (await goodsBetween(app, 2_000, 6_000))!;
    const headers = { 'Idempotency-Key': 'upgrade-retry-1' };
    const body: Body = { knapsack_id: [], amount: 1, target_id: target.id, direction: 'over' };
    const first = await upgrade(token, body, headers);
    expect(first.body.code).toBe(200);
    expect((await upgrade(token, body, headers)).body).toEqual(first.body);
    expect((await profile(token)).money).toBe(2);
    const total = await count('select count(*)::int as n from upgrades');
    await expect
      .poll(async () => (await app.request('/api/config')).body.data.counters.upgrade, { timeout: 8000, interval: 500 })
      .toBe(total);
  });
});
