import { rmSync } from 'node:fs';
import { DROP_CHANNEL } from '@dropforge/shared/contract';
import { isWin, parseMilli, revealDelayMs, upgradeChance } from '@dropforge/shared/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { createManualClock, type ManualClock } from '../../../test/clock';
import { contentWithCases, TEST_PISTOL_CASE } from '../../../test/content';
import { goodsBetween, grantItems, peekRoll } from '../../../test/items';
import { fund } from '../../../test/wallet';

/**
 * No spoilers (issue 14): a drop reaches the public feed (`/api/drop`, `/api/drop_top`, the bus that feeds
 * the live strip) only once its reel, wheel or battle round has landed on screen. Time is a manual clock:
 * it moves only when the test says so, and the delays are the shared durations.
 */
let app: TestApp;
let clock: ManualClock;
let contentDir: string;
let published: { mock: { calls: unknown[][] }; mockClear: () => void };
let players = 0;

beforeAll(async () => {
  clock = createManualClock();
  contentDir = contentWithCases({ 'test-pistols': TEST_PISTOL_CASE });
  app = await startTestApp(
    { trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'], contentDir },
    // Rounds ten minutes apart: the test reveals them itself.
    { CAPTCHA_MODE: 'off', BATTLE_ROUND_MS: '600000' },
    { clock },
  );
  await app.catalog.import({ categories: ['pistol'] });
  app.cases.service.reload();
  published = vi.spyOn(app.bus, 'publish');
}, 90_000);
beforeEach(() => published.mockClear());
afterAll(async () => {
  await app?.close();
  if (contentDir) rmSync(contentDir, { recursive: true, force: true });
});

async function player(balance = 100_000) {
  players += 1;
  const name = `Rv${players}${Math.random().toString(36).slice(2, 6)}`;
  const token = await registerUser(app, name, `${name.toLowerCase()}@example.com`);
  const id: number = (await app.request('/api/user', { headers: bearer(token) })).body.data.id;
  if (balance > 0) await fund(app, id, balance);
  return { token, id, name };
}

/** Drop ids on the public feed: a page of the strip, the best drops and today's dearest. */
async function onFeed(): Promise<Set<number>> {
  const ids = new Set<number>();
  for (const path of ['/api/drop?limit=40', '/api/drop?top=50', '/api/drop_top']) {
    const res = await app.request(path);
    expect(res.body.code).toBe(200);
    for (const d of res.body.data.list as { id: number }[]) ids.add(d.id);
  }
  return ids;
}

/** Drop ids published on DropKanbanChannel so far, in order. */
const pushed = () =>
  published.mock.calls
    .map(([m]) => m as { channel: string; data: { id: number } })
    .filter((m) => m.channel === DROP_CHANNEL)
    .map((m) => m.data.id);

/** Waits until the publishes after commit are scheduled (they run after the answer). */
async function scheduled(n: number) {
  await vi.waitFor(() => expect(app.realtime.drops.pending()).toBeGreaterThanOrEqual(n), { timeout: 5000 });
}

async function dropIds(where: string, params: unknown[]): Promise<number[]> {
  const { rows } = await app.database.pool.query(`select id from drop_feed where ${where} order by id`, params);
  return rows.map((r) => Number(r.id));
}

/** Every id is visible (on the feed and pushed) or none is. */
async function expectShown(ids: number[], shown: boolean) {
  const feed = await onFeed();
  for (const id of ids) {
    expect(feed.has(id), `drop ${id} on /api/drop`).toBe(shown);
    if (shown) await vi.waitFor(() => expect(pushed()).toContain(id), { timeout: 5000 });
    else expect(pushed()).not.toContain(id);
  }
}

describe('case openings', () => {
  it('keeps each drop of a multi-open off the feed until its own reel has stopped', async () => {
    const p = await player();
    const opened = await app.request('/api/box/test-pistols/open', {
      method: 'POST',
      json: { number: 2 },
      headers: bearer(p.token),
    });
    expect(opened.body.code).toBe(200);
    const knapsacks = opened.body.data.list.map((d: { knapsack_id: number }) => d.knapsack_id);
    const [first, second] = await dropIds('knapsack_id = any($1)', [knapsacks]);
    await scheduled(2);
    await expectShown([first!, second!], false);

    clock.advance(revealDelayMs.case(0) - 1);
    await expectShown([first!, second!], false);
    clock.advance(1);
    await expectShown([first!], true);
    await expectShown([second!], false);
    clock.advance(revealDelayMs.case(1) - revealDelayMs.case(0));
    await expectShown([second!], true);
    expect(pushed()).toEqual([first, second]);
  });
});

describe('upgrades', () => {
  it('shows a successful upgrade once the wheel has landed', async () => {
    const p = await player(0);
    const stake = (await goodsBetween(app, 1_000, 3_000))!;
    const [knapsack] = await grantItems(app, p.id, [stake.id]);
    // A target the stake reaches at the maximum chance (75 %): one side always wins the next roll.
    const target = (await goodsBetween(app, Math.round(stake.price * 1.2), Math.round(stake.price * 1.25)))!;
    const { winTickets } = upgradeChance({ stake: stake.price, target: target.price, rtp: 0.9, maxChance: 75 });
    const next = await peekRoll(app, p.id, 'upgrade');
    const direction = isWin(next.ticket, winTickets, 'under') ? 'under' : 'over';
    const res = await app.request('/api/upgrade', {
      method: 'POST',
      json: { knapsack_id: [knapsack], amount: 0, target_id: target.id, direction },
      headers: bearer(p.token),
    });
    expect(res.body.data.success).toBe(true);
    const [id] = await dropIds(`type = 'upgrade' and knapsack_id = $1`, [res.body.data.knapsack_id]);
    await scheduled(1);
    await expectShown([id!], false);
    clock.advance(revealDelayMs.upgrade() - 1);
    await expectShown([id!], false);
    clock.advance(1);
    await expectShown([id!], true);
  });
});

describe('battles', () => {
  it("shows round N's drops once its reels have stopped, never before round N − 1's", async () => {
    const [alice, bob] = [await player(), await player()];
    const created = await app.request('/api/battle', {
      method: 'POST',
      json: { boxes: ['test-pistols', 'test-pistols'], players: 2, mode: 'standard' },
      headers: bearer(alice.token),
    });
    const battleId: number = created.body.data.id;
    const joined = await app.request(`/api/battle/${battleId}/join`, {
      method: 'POST',
      json: { slot: 1 },
      headers: bearer(bob.token),
    });
    expect(joined.body.data.state).toBe('running');
    const roundMs = app.config.battles.roundMs;
    // The players are new: their battle drops are this battle's.
    const battleDrops = () => dropIds(`type = 'battle' and user_id = any($1)`, [[alice.id, bob.id]]);
    expect(await app.battles.service.runner.reveal(battleId, 0)).not.toBeNull();
    const round0 = await battleDrops();
    expect(round0).toHaveLength(2);
    await scheduled(1);
    // The next round comes while round 0's reels may still spin (a short round): 1 s later.
    clock.advance(1000);
    expect(await app.battles.service.runner.reveal(battleId, 1)).not.toBeNull();
    const round1 = (await battleDrops()).filter((id) => !round0.includes(id));
    expect(round1).toHaveLength(2);
    await scheduled(2);
    await expectShown([...round0, ...round1], false);

    clock.advance(revealDelayMs.battle(roundMs) - 1000 - 1);
    await expectShown([...round0, ...round1], false);
    clock.advance(1);
    await expectShown(round0, true);
    await expectShown(round1, false);
    clock.advance(1000);
    await expectShown(round1, true);
    expect(pushed()).toEqual([...round0, ...round1]);
  });
});

describe('mall purchases', () => {
  it('have no reveal: on the feed and pushed at once', async () => {
    const p = await player(0);
    const goods = (await goodsBetween(app, 1_000, 3_000))!;
    const rows = await app.database.withTx((tx) =>
      app.realtime.drops.record(tx, [
        {
          type: 'mall',
          user: { id: p.id, name: p.name, avatar: '' },
          boxId: null,
          goodsId: goods.id,
          price: parseMilli(String(goods.price / 1000)),
          knapsackId: null,
          revealMs: revealDelayMs.mall(),
        },
      ]),
    );
    await app.realtime.drops.publish(rows);
    await expectShown([Number(rows[0]!.id)], true);
  });
});

// Last: stopping the feed's timers is for good, as when an instance dies.
describe('a crash', () => {
  it('a publish lost with its instance (a crash) still reaches /api/drop on time', async () => {
    const p = await player();
    const opened = await app.request('/api/box/test-pistols/open', {
      method: 'POST',
      json: { number: 1 },
      headers: bearer(p.token),
    });
    const [id] = await dropIds('knapsack_id = $1', [opened.body.data.list[0].knapsack_id]);
    await scheduled(1);
    // What a crash loses: the timers of this instance. The row keeps its time.
    app.realtime.drops.stop();
    expect(app.realtime.drops.pending()).toBe(0);
    expect((await onFeed()).has(id!)).toBe(false);
    clock.advance(revealDelayMs.case(0));
    expect((await onFeed()).has(id!)).toBe(true);
    expect(pushed()).not.toContain(id);
  });
});
