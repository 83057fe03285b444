import { rmSync } from 'node:fs';
import { drawGiveaway, milli } from '@dropforge/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { TestApp } from '../../../test/app';
import { bearer } from '../../../test/auth';
import { until } from '../../../test/until';
import { auditLedger } from '../wallet';
import {
  balances,
  cash,
  coins,
  drawn,
  endNow,
  giftApi,
  goods,
  officialRoom,
  player,
  startGiftApp,
} from './giveaways.test-kit';
import { setGiftHost } from './index';

const apps: TestApp[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const app of apps.reverse()) await app.close().catch(() => {});
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function first() {
  const { app, contentDir } = await startGiftApp();
  apps.push(app);
  dirs.push(contentDir);
  return { app, contentDir };
}

/** Another instance on the same database and content (as after a restart or beside the first). */
async function sibling(one: TestApp, contentDir: string) {
  const { app } = await startGiftApp(
    {
      DATABASE_URL: one.config.databaseUrl,
      REDIS_PREFIX: one.config.redisPrefix,
      SESSION_PEPPER: one.config.sessionPepper,
      COOKIE_SECRET: one.config.cookieSecret,
    },
    contentDir,
  );
  apps.push(app);
  return app;
}

/** One instance for the tests that need no restart (each app holds a pool and pg-boss connections). */
let shared: TestApp;
beforeAll(async () => {
  shared = (await first()).app;
});

const count = async (app: TestApp, sql: string, params: unknown[]) =>
  Number((await app.database.pool.query(sql, params)).rows[0].n);

/** The draw of a detail, recomputed with the shared pure function from its revealed inputs. */
function expectFair(d: {
  participants: Array<{ user_id: number }>;
  obtain_user_id: number[];
  gift_user_count: number;
  fairness: { server_seed: string; client_seeds: string[]; beacon: string | null };
}) {
  const rolls = drawGiveaway({
    serverSeed: d.fairness.server_seed,
    clientSeeds: d.fairness.client_seeds,
    winners: d.gift_user_count,
    beacon: d.fairness.beacon,
  });
  expect(d.obtain_user_id).toEqual(rolls.map((r) => d.participants[r.participant]!.user_id));
}

describe('the draw', () => {
  it('run twice (in parallel, and again later) pays once; winners, prizes, feed and notification', async () => {
    const app = shared;
    const api = giftApi(app);
    const [goodsRow] = (await app.database.pool.query(`select id, price from goods order by price desc limit 1`)).rows;
    const id = await officialRoom(app, { title: 'Twice', winners: 2 }, [
      cash(2_000),
      coins(7_000),
      goods(Number(goodsRow.id), milli(Number(goodsRow.price))),
      { ...cash(0), kind: 'box', box_id: 'test-pistols', price: milli(1) },
    ]);
    const players = await Promise.all(Array.from({ length: 5 }, () => player(app)));
    for (const p of players) expect((await api.join(p, id)).body.code).toBe(200);
    const before = await Promise.all(players.map((p) => balances(app, p)));
    await endNow(app, id);
    const runs = await Promise.all([app.giveaways.service.draw(id), app.giveaways.service.draw(id)]);
    expect(runs.filter(Boolean).length).toBeLessThanOrEqual(1);
    const d = await drawn(app, id);
    expect(await app.giveaways.service.draw(id)).toBe(false);

    expect(d.obtain_user_id).toHaveLength(2);
    expect(new Set(d.obtain_user_id).size).toBe(2);
    expect(d.fairness.client_seeds).toHaveLength(5);
    expect(d.fairness.rolls.map((r: { round: number }) => r.round)).toEqual([0, 1]);
    expectFair(d);
    // Prizes by price descending, prize i to winner i mod 2: the dearest goes to the first winner.
    const prizes = (
      await app.database.pool.query(
        'select idx, kind, winner_id, awarded_knapsack_id from gift_prizes where room_id = $1 order by price desc, idx',
        [id],
      )
    ).rows;
    expect(prizes.map((p) => p.winner_id)).toEqual(prizes.map((_, i) => d.obtain_user_id[i % 2]));
    const after = await Promise.all(players.map((p) => balances(app, p)));
    const gained = players.map((p, i) => ({
      id: p.id,
      money: after[i]!.money - before[i]!.money,
      score: after[i]!.score - before[i]!.score,
    }));
    const cashTo = prizes.find((p) => p.kind === 'cash')!.winner_id;
    const coinsTo = prizes.find((p) => p.kind === 'coins')!.winner_id;
    for (const g of gained) {
      expect(g.money).toBe(g.id === cashTo ? 2_000 : 0);
      expect(g.score).toBe(g.id === coinsTo ? 7_000 : 0);
    }
    // Items: raffle source, unsellable, on the winners' backpacks once.
    const items = (
      await app.database.pool.query(
        `select i.knapsack_id, i.owner_id, i.source from items i join gift_prizes p on p.awarded_knapsack_id = i.knapsack_id
         where p.room_id = $1`,
        [id],
      )
    ).rows;
    expect(items).toHaveLength(2);
    expect(items.map((i) => i.source)).toEqual(['raffle', 'raffle']);
    const winner = players.find((p) => p.id === items[0].owner_id)!;
    const sell = await app.request('/api/system_shop/sell', {
      method: 'POST',
      headers: bearer(winner.token),
      json: { knapsack_id: [Number(items[0].knapsack_id)] },
    });
    expect(sell.body.code).not.toBe(200);
    expect(await count(app, `select count(*)::int as n from drop_feed where type = 'giveaway'`, [])).toBe(1);
    expect(
      await count(app, `select count(*)::int as n from ledger_tx where ref_kind = 'giveaway' and ref_id = $1`, [
        String(id),
      ]),
    ).toBe(2);
    // Each winner gets one notification.
    const notes = await until(
      async () =>
        count(app, `select count(*)::int as n from notifications where source_key like $1`, [`%:giveaway:${id}`]),
      (n) => n >= 2,
    );
    expect(notes).toBe(2);
    expect(await auditLedger(app.database.pool)).toEqual([]);
  }, 60_000);

  it('with fewer participants than winners: everyone wins in draw order, the rest returns to the host', async () => {
    const app = shared;
    const api = giftApi(app);
    const host = await player(app, 30_000);
    await setGiftHost(app.database.db, host.id, true);
    const room = (await api.create(host, { title: 'Few', winners: 3, ends_in: 600, prize_cash: 4 })).body.data;
    expect((await balances(app, host)).money).toBe(18_000);
    const p = await player(app);
    expect((await api.join(p, room.id)).body.code).toBe(200);
    await endNow(app, room.id);
    await app.giveaways.service.draw(room.id);
    const d = await drawn(app, room.id);
    expect(d.obtain_user_id).toEqual([p.id]);
    expectFair(d);
    expect((await balances(app, p)).money).toBe(4_000);
    expect((await balances(app, host)).money).toBe(26_000);
    expect(
      await count(app, 'select count(*)::int as n from gift_prizes where room_id = $1 and returned = 1', [room.id]),
    ).toBe(2);
    expect(await auditLedger(app.database.pool)).toEqual([]);

    // Nobody joined: everything returns.
    const empty = (await api.create(host, { title: 'Empty', winners: 1, ends_in: 600, prize_cash: 2 })).body.data;
    expect((await balances(app, host)).money).toBe(24_000);
    await endNow(app, empty.id);
    await app.giveaways.service.draw(empty.id);
    expect((await drawn(app, empty.id)).obtain_user_id).toEqual([]);
    expect((await balances(app, host)).money).toBe(26_000);
    expect(await auditLedger(app.database.pool)).toEqual([]);
  }, 60_000);

  it('a continuous room draws when its target is reached; joins and the draw go out on gift.{id}', async () => {
    const app = shared;
    const api = giftApi(app);
    const id = await officialRoom(app, { timing: { people: 3 }, winners: 1 }, [coins(3_000)]);
    const socket = new WebSocket(`${app.url.replace('http', 'ws')}/ws`);
    const events: Array<{ event: string; data: { total_people?: number; obtain_user_id?: number[] } }> = [];
    socket.on('message', (raw) => {
      const m = JSON.parse(String(raw));
      if (m.channel === `gift.${id}`) events.push(m);
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'subscribe', channel: `gift.${id}` }));
    await new Promise((r) => setTimeout(r, 150));
    const players = await Promise.all(Array.from({ length: 4 }, () => player(app)));
    const joins = await Promise.all(players.map((p) => api.join(p, id)));
    expect(joins.filter((j) => j.body.code === 200)).toHaveLength(3);
    expect(joins.filter((j) => j.body.code === 409)).toHaveLength(1);
    const d = await drawn(app, id);
    expect(d.total_people).toBe(3);
    expect(d.time_slot_end).not.toBeNull();
    expectFair(d);
    await until(
      async () => events.some((e) => e.event === 'draw'),
      (ok) => ok,
    );
    socket.close();
    expect(
      events
        .filter((e) => e.event === 'join')
        .map((e) => e.data.total_people)
        .sort(),
    ).toEqual([1, 2, 3]);
    expect(events.find((e) => e.event === 'draw')?.data.obtain_user_id).toEqual(d.obtain_user_id);
    expect(await auditLedger(app.database.pool)).toEqual([]);
  }, 60_000);

  it('across a restart: another instance draws the room of a stopped one (its sweep), once', async () => {
    const { app: one, contentDir } = await first();
    const api = giftApi(one);
    const id = await officialRoom(one, { title: 'Restart', winners: 1 }, [cash(3_000)]);
    const players = await Promise.all(Array.from({ length: 3 }, () => player(one)));
    for (const p of players) expect((await api.join(p, id)).body.code).toBe(200);
    await one.stop();

    const two = await sibling(one, contentDir);
    await endNow(two, id);
    const d = await drawn(two, id);
    expect(await two.giveaways.service.draw(id)).toBe(false);
    expectFair(d);
    expect(
      await count(two, `select count(*)::int as n from ledger_tx where kind = 'giveaway' and ref_id = $1`, [
        String(id),
      ]),
    ).toBe(1);
    const winner = players.find((p) => p.id === d.obtain_user_id[0])!;
    expect((await balances(two, winner)).money).toBe(3_000);
    expect(await auditLedger(two.database.pool)).toEqual([]);
  }, 90_000);
});
