import { milli } from '@dropforge/shared/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { bearer } from '../../../test/auth';
import { deposit } from '../../../test/deposits';
import { auditLedger } from '../wallet';
import { balances, cash, coins, giftApi, officialRoom, type Player, player, startGiftApp } from './giveaways.test-kit';
import { setGiftHost } from './index';

let app: TestApp;
let api: ReturnType<typeof giftApi>;
beforeAll(async () => {
  ({ app } = await startGiftApp());
  api = giftApi(app);
});
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

/** 20 parallel joins by one player: answers the [code, msg] pairs, sorted. */
async function race(p: Player, id: number, q: { pwd?: string; code?: string } = {}) {
  const all = await Promise.all(Array.from({ length: 20 }, () => api.join(p, id, q)));
  return all.map((r) => [r.body.code, r.body.msg] as const);
}
const count = (pairs: ReadonlyArray<readonly [number, string]>, code: number) =>
  pairs.filter(([c]) => c === code).length;
const participants = async (id: number) =>
  Number(
    (await app.database.pool.query('select count(*)::int as n from gift_participants where room_id = $1', [id])).rows[0]
      .n,
  );

describe('joining a room', () => {
  it('free: 20 parallel joins by one player join once; the room lists them in join order', async () => {
    const id = await officialRoom(app, { title: 'Free one' }, [coins(10_000)]);
    const [a, b] = [await player(app), await player(app)];
    const pairs = await race(a, id);
    expect(count(pairs, 200)).toBe(1);
    expect(pairs.filter(([c]) => c !== 200)).toEqual(Array(19).fill([409, 'Sorry, you cannot join']));
    expect((await api.join(b, id)).body.data).toEqual({ joined: true, total_people: 2 });
    expect(await participants(id)).toBe(2);
    const d = (await api.detail(id, a)).body.data;
    expect(d.participants.map((u: { user_id: number }) => u.user_id)).toEqual([a.id, b.id]);
    expect(d.joined).toBe(true);
    expect(d.total_people).toBe(2);
    expect(d.fairness.server_seed).toBeNull();
    expect(d.fairness.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    const list = (await api.list('state=1&limit=30&word=Free%20one', a)).body.data;
    expect(list.list.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await api.list('state=1&is_me=1', a)).body.data.list.some((r: { id: number }) => r.id === id)).toBe(true);
  });

  it('ticketed: one ticket is charged for 20 parallel joins; without coins "Insufficient coins / tokens"', async () => {
    const id = await officialRoom(app, { ticket: milli(5_000) }, [cash(1_000)]);
    const rich = await player(app, 0, 12_000);
    const poor = await player(app, 0, 4_000);
    const pairs = await race(rich, id);
    expect(count(pairs, 200)).toBe(1);
    expect((await balances(app, rich)).score).toBe(7_000);
    const refused = await api.join(poor, id);
    expect([refused.body.code, refused.body.msg]).toEqual([422, 'Insufficient coins / tokens']);
    expect((await balances(app, poor)).score).toBe(4_000);
    expect(await participants(id)).toBe(1);
  });

  it('private: asks for the password, refuses a wrong one, joins once with the right one', async () => {
    const id = await officialRoom(app, { password: 'open sesame' }, [coins(1_000)]);
    const p = await player(app);
    const none = await api.join(p, id);
    expect([none.body.code, none.body.msg]).toEqual([403, 'Please enter the room password']);
    const wrong = await api.join(p, id, { pwd: 'nope' });
    expect([wrong.body.code, wrong.body.msg]).toEqual([403, 'Password incorrect']);
    expect(count(await race(p, id, { pwd: 'open sesame' }), 200)).toBe(1);
    expect(await participants(id)).toBe(1);
    expect((await api.detail(id)).body.data.condition).toBe(4);
  });

  it('conditioned: VIP level, invite code and a recent deposit', async () => {
    const vip = await officialRoom(app, { minVip: 3 }, [coins(1_000)]);
    const p = await player(app);
    const refused = await api.join(p, vip);
    expect([refused.body.code, refused.body.msg]).toEqual([409, 'Sorry, you cannot join']);

    const invite = await officialRoom(app, { inviteCode: 'STREAM42' }, [coins(1_000)]);
    expect((await api.join(p, invite, { code: 'WRONG' })).body.msg).toBe('Sorry, you cannot join');
    expect(count(await race(p, invite, { code: 'stream42' }), 200)).toBe(1);

    const depositRoom = await officialRoom(app, { minDeposit: milli(5_000), depositDays: 7 }, [coins(1_000)]);
    const notYet = await api.join(p, depositRoom);
    expect([notYet.body.code, notYet.body.msg]).toEqual([422, 'Activity conditions not met, please recharge']);
    await deposit(app, p.token, 5);
    expect(count(await race(p, depositRoom), 200)).toBe(1);
    expect(await participants(depositRoom)).toBe(1);
  });

  it('refuses an ended room, an unknown room, a cross-site request with the cookie, and HEAD', async () => {
    const id = await officialRoom(app, {}, [coins(1_000)]);
    const p = await player(app);
    await app.database.pool.query(`update gift_rooms set end_time = now() - interval '1 second' where id = $1`, [id]);
    expect((await api.join(p, id)).body.msg).toBe('Sorry, you cannot join');
    expect((await api.join(p, 999_999_999)).body.code).toBe(404);
    const open = await officialRoom(app, {}, [coins(1_000)]);
    const cross = await app.request(`/api/gift/join/${open}`, {
      headers: { Cookie: `authsk=${p.token}`, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
    await app.request(`/api/gift/join/${open}`, { method: 'HEAD', headers: bearer(p.token) });
    expect(await participants(open)).toBe(0);
  });
});

describe('official rooms from content/giveaways', () => {
  it('one room per occurrence whoever creates it; listed as active official rooms', async () => {
    const service = app.giveaways.service;
    await Promise.all([service.official.ensure(), service.official.ensure()]);
    expect(await service.official.ensure()).toEqual([]);
    const start = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    const key = `hourly-coin-rain:${new Date(start).toISOString()}`;
    const rows = await app.database.pool.query('select id from gift_rooms where schedule_key = $1', [key]);
    expect(rows.rows).toHaveLength(1);
    const list = (await api.list('state=1&limit=30&word=Hourly')).body.data;
    const room = list.list.find((r: { id: number }) => r.id === Number(rows.rows[0].id));
    expect(room).toMatchObject({ kind: 'official', state: 1, type: 1, gift_user_count: 3, token_all: 85 });
    expect(room.title).toBe('Hourly coin rain');
    expect(room.prize.map((p: { price: number }) => p.price)).toEqual([50, 25, 10]);
    expect(new Date(room.end_time).getTime()).toBe(start + 3_600_000);
    // The title follows the reader's language (content gives one per language).
    const german = await app.request(`/api/gift/shop/${room.id}`, { headers: { language: 'de' } });
    expect(german.body.data.title).toBe('Stündlicher Münzregen');
  });
});

describe('host rooms', () => {
  it('only hosts create; prizes are escrowed in one transaction and returned on cancel', async () => {
    const host = await player(app, 50_000, 20_000);
    const notHost = await player(app, 50_000);
    const body = { title: 'Stream night', winners: 2, ends_in: 600, prize_cash: 5, prize_coins: 3 };
    const refused = await api.create(notHost, body);
    expect([refused.body.code, refused.body.msg]).toEqual([403, 'Only hosts can create giveaway rooms']);
    await setGiftHost(app.database.db, host.id, true);
    expect((await app.request('/api/user', { headers: bearer(host.token) })).body.data.gift_host).toBe(true);
    expect((await app.request('/api/user', { headers: bearer(notHost.token) })).body.data.gift_host).toBe(false);
    const [item] = await app.database.withTx((tx) => app.inventory.service.grant(tx, host.id, [goodsId()], 'case'));
    const created = await api.create(host, { ...body, prize_items: [item!.knapsack_id], invite_only: true });
    expect(created.body.code).toBe(200);
    const room = created.body.data;
    expect(room.kind).toBe('host');
    expect(room.price_cash).toEqual([5, 5]);
    expect(room.price_tokens).toEqual([3, 3]);
    expect(room.goods).toHaveLength(1);
    expect(room.invite_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(await balances(app, host)).toEqual({ money: 40_000, score: 14_000 });
    const state = async () =>
      (await app.database.pool.query('select state from items where knapsack_id = $1', [item!.knapsack_id])).rows[0]
        .state;
    expect(await state()).toBe('consumed');
    expect(await auditLedger(app.database.pool)).toEqual([]);

    // Another player cannot cancel it; the host can, once, and gets everything back.
    expect((await api.cancel(notHost, room.id)).body.code).toBe(403);
    const cancels = await Promise.all(Array.from({ length: 10 }, () => api.cancel(host, room.id)));
    expect(cancels.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(await balances(app, host)).toEqual({ money: 50_000, score: 20_000 });
    expect(await state()).toBe('owned');
    expect((await api.join(notHost, room.id)).body.code).toBe(404);
  });

  it('parallel creates: the balance funds exactly what it holds, an item is escrowed once', async () => {
    const host = await player(app, 10_000);
    await setGiftHost(app.database.db, host.id, true);
    const body = { title: 'Race', winners: 1, ends_in: 600, prize_cash: 4 };
    const cashRace = await Promise.all(Array.from({ length: 20 }, () => api.create(host, body)));
    expect(cashRace.filter((r) => r.body.code === 200)).toHaveLength(2);
    expect(cashRace.filter((r) => r.body.code !== 200).map((r) => r.body.msg)).toEqual(
      Array(18).fill('Insufficient balance'),
    );
    expect((await balances(app, host)).money).toBe(2_000);
    const [item] = await app.database.withTx((tx) => app.inventory.service.grant(tx, host.id, [goodsId()], 'case'));
    const itemRace = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.create(host, { title: 'Item race', winners: 1, people: 3, prize_items: [item!.knapsack_id] }),
      ),
    );
    expect(itemRace.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(itemRace.filter((r) => r.body.code !== 200).map((r) => r.body.msg)).toEqual(
      Array(9).fill('This item cannot be given away'),
    );
    const rooms = await app.database.pool.query('select count(*)::int as n from gift_rooms where host_id = $1', [
      host.id,
    ]);
    expect(rooms.rows[0].n).toBe(3);
  });

  it('a room someone joined cannot be cancelled; a host cannot join their own room', async () => {
    const host = await player(app, 10_000);
    await setGiftHost(app.database.db, host.id, true);
    const room = (await api.create(host, { title: 'Joined', winners: 1, people: 5, prize_cash: 1 })).body.data;
    expect((await api.join(host, room.id)).body.msg).toBe('Sorry, you cannot join');
    expect((await api.join(await player(app), room.id)).body.code).toBe(200);
    const refused = await api.cancel(host, room.id);
    expect([refused.body.code, refused.body.msg]).toEqual([409, 'This giveaway can no longer be cancelled']);
  });
});

let goodsCache: number | undefined;
function goodsId(): number {
  if (goodsCache === undefined) throw new Error('goods not loaded');
  return goodsCache;
}
beforeAll(async () => {
  const rows = await app.database.pool.query(`select id from goods order by id limit 1`);
  goodsCache = Number(rows.rows[0].id);
});
