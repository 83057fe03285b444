import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS, nextDayStart, roundToMilli } from '@dropforge/shared/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { createManualClock } from '../../../test/clock';
import { contentWithCases, TEST_PISTOL_CASE } from '../../../test/content';
import { deposit } from '../../../test/deposits';
import { fund } from '../../../test/wallet';
import { SANDBOX_SIGNATURE_HEADER, sandboxEvent, sandboxSecret, signSandbox } from '../payments';
import { auditLedger } from '../wallet';

/** Issue 22: group-grab coupon rooms (`/api/coupon/room/*`) and their coupons, used at a case open. */
const HOUR = 3_600_000;
const clock = createManualClock();
const setClock = (at: number) => clock.advance(at - clock.now());
const texts = (en: string) => Object.fromEntries(LANGS.map((l) => [l, `${en} (${l})`]));
const base = { title: texts('Grab'), description: texts('Text'), picture: '/x.svg', path: '/event/groupgrab' };
const coupon = { target: 'case', amount: 0.5, min: 0, valid_days: 7 };

let app: TestApp;
beforeAll(async () => {
  const dir = contentWithCases({ 'test-pistols': TEST_PISTOL_CASE });
  rmSync(join(dir, 'events'), { recursive: true, force: true });
  mkdirSync(join(dir, 'events'), { recursive: true });
  const files = {
    'test-grab': {
      ...base,
      key: 'test-grab',
      mechanic: 'group_grab',
      priority: 2,
      limits: { per_day: 3 },
      group_grab: { slots: 5, recharge: 20, hours: 24, coupon },
    },
    'test-grab-pairs': {
      ...base,
      key: 'test-grab-pairs',
      mechanic: 'group_grab',
      group_grab: { slots: 3, recharge: 0, hours: 2, coupon },
    },
    'test-grab-topup': {
      ...base,
      key: 'test-grab-topup',
      mechanic: 'group_grab',
      group_grab: { slots: 3, recharge: 0, hours: 2, coupon, topup_coupon: { amount: 2, min: 10, valid_days: 7 } },
    },
  };
  for (const [key, body] of Object.entries(files))
    writeFileSync(join(dir, 'events', `${key}.json`), JSON.stringify(body));
  app = await startTestApp(
    { contentDir: dir, trustProxy: true, trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] },
    { CAPTCHA_MODE: 'off' },
    { clock },
  );
  await app.catalog.import({ categories: ['pistol'] });
  app.cases.service.reload();
}, 120_000);
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

let n = 0;
/** A player with an address and a device id of their own (unless given). */
async function player(opts: { parent?: string; ip?: string; device?: string } = {}) {
  n += 1;
  const k = n;
  const name = `Gg${k}${Math.random().toString(36).slice(2, 6)}`;
  const token = await registerUser(app, name, `${name.toLowerCase()}@example.com`, 'hunter22', {
    ...(opts.parent ? { extension_code: opts.parent } : {}),
  });
  const me = (await app.request('/api/user', { headers: bearer(token) })).body.data;
  return {
    token,
    id: me.id as number,
    name,
    code: me.extension?.extension_code as string,
    ip: opts.ip ?? `10.22.${Math.floor(k / 250)}.${k % 250}`,
    device: opts.device ?? `device-${k}-${Math.random().toString(36).slice(2, 10)}`,
  };
}
type P = Awaited<ReturnType<typeof player>>;
const headers = (p: P | null, extra: Record<string, string> = {}) => ({
  ...(p ? { ...bearer(p.token), 'X-Forwarded-For': p.ip, 'X-Device-Id': p.device } : {}),
  ...extra,
});
const get = (p: P | null, path: string, extra?: Record<string, string>) =>
  app.request(path, { headers: headers(p, extra) });
const post = (p: P, path: string, json: unknown = {}) =>
  app.request(path, { method: 'POST', json, headers: headers(p) });
const create = (p: P, key = 'test-grab') => post(p, '/api/coupon/room/create', { key });
const join_ = (p: P, code: string) => post(p, '/api/coupon/room/join', { code });
const bind = (p: P, code: string) => post(p, '/api/coupon/room/parent', { code });
const count = async (sql: string, params: unknown[]) => Number((await app.database.pool.query(sql, params)).rows[0].n);
/** A friend who registered with the creator's invitation code (bound), not yet in the room. */
const friendOf = (creator: P, opts: { ip?: string; device?: string } = {}) => player({ parent: creator.code, ...opts });
async function room(creator: P, key = 'test-grab') {
  const res = await create(creator, key);
  expect(res.body.code).toBe(200);
  return res.body.data as { code: string; room_close: string };
}
/** The processor confirming one paid order `times` times at once. */
async function confirmTwice(p: P, amount: number, times: number) {
  const order = await post(p, '/api/system_shop/recharge', { amount, payment_id: 'card', country: 'US' });
  const body = JSON.stringify(sandboxEvent(order.body.data.order_sn, 'pay', roundToMilli(amount)));
  const h = {
    'content-type': 'application/json',
    [SANDBOX_SIGNATURE_HEADER]: signSandbox(sandboxSecret(app.config.sessionPepper), body),
  };
  await Promise.all(
    Array.from({ length: times }, () =>
      fetch(`${app.url}/api/payments/webhook/sandbox`, { method: 'POST', headers: h, body }),
    ),
  );
}

describe('group-grab rooms', () => {
  it('shows offers to visitors and asks them to sign in to create or join', async () => {
    const offers = (await get(null, '/api/coupon')).body.data;
    expect(offers.list.map((o: { key: string }) => o.key)).toEqual(['test-grab', 'test-grab-pairs', 'test-grab-topup']);
    expect(offers.list[0]).toMatchObject({ slots: 5, recharge: 20, hours: 24, reward: coupon, mine: null });
    expect((await get(null, '/api/coupon/test-grab/details')).body.data.key).toBe('test-grab');
    expect((await get(null, '/api/coupon/nope-nope/details')).body.code).toBe(404);
    expect((await get(null, '/api/coupon/room/create')).body).toMatchObject({ code: 401, msg: 'Please log in first' });
    const visitor = await app.request('/api/coupon/room/create', { method: 'POST', json: {} });
    expect(visitor.body.code).toBe(401);
    expect((await get(null, '/api/coupon/room/join?code=ABCDEFGH')).body).toMatchObject({
      code: 404,
      msg: 'This room does not exist',
    });
    expect((await get(null, '/api/coupon/room/join?code=abc')).body.code).toBe(400);
  });

  it('creates one live room per player, the creator in slot 0, with the invite link and the countdown end', async () => {
    const c = await player();
    expect((await get(c, '/api/coupon/room/create')).body.data).toBeNull();
    const first = await create(c);
    expect(first.body.data).toMatchObject({
      key: 'test-grab',
      state: 'open',
      role: 'creator',
      room_close: new Date(clock.now() + 24 * HOUR).toISOString(),
      task1: { user: 5, recharge: 1 },
      task2: { recharge: 20, recharge_over: 0 },
      users: [{ slot: 0, name: c.name, me: true }],
      reward: coupon,
      completed_at: null,
    });
    expect(first.body.data.link).toMatch(new RegExp(`/event/groupgrab\\?code=${first.body.data.code}$`));
    const again = await Promise.all(Array.from({ length: 10 }, () => create(c)));
    expect(new Set(again.map((r) => r.body.data.code))).toEqual(new Set([first.body.data.code]));
    expect((await get(c, '/api/coupon/room/create')).body.data.code).toBe(first.body.data.code);
    expect((await get(c, '/api/coupon/test-grab/get_invite')).body.data).toMatchObject({
      code: first.body.data.code,
      link: first.body.data.link,
    });
    expect((await get(c, '/api/coupon/test-grab-pairs/get_invite')).body.code).toBe(404);
    // A room without Mission 2 shows `task2` as an empty array.
    expect((await create(c, 'test-grab-pairs')).body.data).toMatchObject({ task1: { user: 3 }, task2: [] });
    const visitorView = (await get(null, `/api/coupon/room/join?code=${first.body.data.code}`)).body.data;
    expect(visitorView).toMatchObject({ role: 'visitor', users: [{ slot: 0, me: false }], creator: { name: c.name } });
  });

  it('answers every refusal of join and parent with its message', async () => {
    const c = await player();
    const { code } = await room(c);
    const stranger = await player();
    expect((await join_(stranger, code)).body).toMatchObject({
      code: 422,
      msg: "Bind to the room creator's invitation code first",
    });
    expect((await join_(c, code)).body).toMatchObject({
      code: 422,
      msg: 'This is your own room: invite friends with its link',
    });
    expect((await bind(c, code)).body.code).toBe(422);
    expect((await join_(stranger, 'ZZZZZZZZ')).body.code).toBe(404);
    expect((await post(stranger, '/api/coupon/room/join', { code: 'bad' })).body.code).toBe(400);
    // Binding through the room: the creator's code becomes the stranger's parent, then the join works.
    expect((await bind(stranger, code)).body.data).toEqual({ code: c.code, bound: true });
    expect((await bind(stranger, code)).body.data.bound).toBe(true);
    const joined = await join_(stranger, code);
    expect(joined.body.data).toMatchObject({ role: 'member', task1: { recharge: 2 } });
    expect(joined.body.data.users[1]).toMatchObject({ slot: 1, name: stranger.name, me: true });
    expect((await join_(stranger, code)).body).toMatchObject({ code: 409, msg: 'You are already in this room' });
    // Bound to someone else: cannot join, cannot rebind.
    const other = await player();
    const elsewhere = await player({ parent: other.code });
    expect((await join_(elsewhere, code)).body.msg).toBe(
      'Sorry, you cannot join: your account is bound to another invitation code',
    );
    expect((await bind(elsewhere, code)).body.code).toBe(422);
    // Second accounts: the same address or the same device as a member is refused.
    const sameIp = await friendOf(c, { ip: stranger.ip });
    expect((await join_(sameIp, code)).body).toMatchObject({
      code: 422,
      msg: 'Sorry, you cannot join: this device or network already holds a slot in this room',
    });
    const sameDevice = await friendOf(c, { device: c.device });
    expect((await join_(sameDevice, code)).body.code).toBe(422);
    expect(
      await count(
        'select count(*)::int as n from coupon_room_members m join coupon_rooms r on r.id = m.room_id where r.code = $1',
        [code],
      ),
    ).toBe(2);
  });

  it('fills exactly the free slots when 30 friends race for the last two', async () => {
    const c = await player();
    const { code } = await room(c);
    for (let i = 0; i < 2; i++) expect((await join_(await friendOf(c), code)).body.code).toBe(200);
    const friends = await Promise.all(Array.from({ length: 30 }, () => friendOf(c)));
    const answers = await Promise.all(friends.map((f) => join_(f, code)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((x) => x === 200)).toHaveLength(2);
    expect(codes.filter((x) => x !== 200).every((x) => x === 409)).toBe(true);
    const slots = await app.database.pool.query(
      'select slot from coupon_room_members m join coupon_rooms r on r.id = m.room_id where r.code = $1 order by slot',
      [code],
    );
    expect(slots.rows.map((r) => r.slot)).toEqual([0, 1, 2, 3, 4]);
    // One friend sending 20 joins at once holds one slot.
    const c2 = await player();
    const r2 = await room(c2);
    const f = await friendOf(c2);
    const same = await Promise.all(Array.from({ length: 20 }, () => join_(f, r2.code)));
    expect(same.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect((await get(c2, '/api/coupon/room/create')).body.data.task1.recharge).toBe(2);
  });

  it('completes on the friends’ top-ups since joining, once however often a deposit is confirmed', async () => {
    const c = await player();
    const { code } = await room(c);
    const friends = [];
    for (let i = 0; i < 4; i++) friends.push(await friendOf(c));
    // A deposit before joining and the creator's own deposit do not count.
    await deposit(app, friends[0]!.token, 30);
    for (const f of friends) expect((await join_(f, code)).body.code).toBe(200);
    await deposit(app, c.token, 50);
    let view = (await get(c, '/api/coupon/room/create')).body.data;
    expect(view).toMatchObject({
      state: 'open',
      task1: { user: 5, recharge: 5 },
      task2: { recharge: 20, recharge_over: 0 },
    });
    await confirmTwice(friends[1]!, 12, 8);
    view = (await get(c, '/api/coupon/room/create')).body.data;
    expect(view.task2.recharge_over).toBe(12);
    await confirmTwice(friends[2]!, 8, 8);
    view = (await get(c, '/api/coupon/room/create')).body.data;
    expect(view).toMatchObject({ state: 'completed', task2: { recharge_over: 20 } });
    expect(
      await count(
        'select count(*)::int as n from coupons c join coupon_rooms r on r.id = c.room_id where r.code = $1',
        [code],
      ),
    ).toBe(5);
    // Later deposits count nothing more.
    await deposit(app, friends[3]!.token, 5);
    expect((await get(c, '/api/coupon/room/create')).body.data.task2.recharge_over).toBe(20);
    expect((await join_(await friendOf(c), code)).body.code).toBe(409);

    // Each member receives the coupon once: a GET with effect (never by HEAD, never cross-site).
    for (const p of [c, ...friends]) {
      const list = (await get(p, '/api/coupon/room_backpack')).body.data.list;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ state: 'won', room_code: code, amount: 0.5, expires_at: null });
    }
    const mine = (await get(c, '/api/coupon/room_backpack')).body.data.list[0];
    expect(
      (await app.request(`/api/coupon/room_receive/${mine.id}`, { method: 'HEAD', headers: bearer(c.token) })).status,
    ).toBe(405);
    const cross = await app.request(`/api/coupon/room_receive/${mine.id}`, {
      headers: { Cookie: `authsk=${c.token}`, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(cross.body.code).toBe(403);
    const received = await app.request(`/api/coupon/room_receive/${mine.id}`, {
      headers: { Cookie: `authsk=${c.token}`, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(received.body.data).toMatchObject({
      state: 'ready',
      expires_at: new Date(clock.now() + 7 * 24 * HOUR).toISOString(),
    });
    const twice = await Promise.all(Array.from({ length: 10 }, () => get(c, `/api/coupon/room_receive/${mine.id}`)));
    expect(view.rewards).toEqual([coupon]);
    expect(twice.every((a) => a.body.code === 409 && a.body.msg === 'Coupon already received')).toBe(true);
    expect((await get(friends[0]!, `/api/coupon/room_receive/${mine.id}`)).body.code).toBe(404);
  });

  it('uses a coupon once at a case open: the player pays the rest, house:promotions the discount', async () => {
    const c = await player();
    const { code } = await room(c, 'test-grab-pairs');
    for (let i = 0; i < 2; i++) expect((await join_(await friendOf(c), code)).body.code).toBe(200);
    const won = (await get(c, '/api/coupon/room_backpack')).body.data.list[0];
    // Not received yet: not usable.
    await fund(app, c.id, 10_000);
    const open = (couponId: number, number = 2) =>
      post(c, '/api/box/test-pistols/open', { number, coupon_id: couponId });
    expect((await open(won.id)).body).toMatchObject({ code: 422, msg: 'This coupon cannot be used for this' });
    expect((await get(c, `/api/coupon/room_receive/${won.id}`)).body.code).toBe(200);
    const price = (await get(c, '/api/box/test-pistols')).body.data.price as number;
    const before = (await get(c, '/api/user')).body.data.money as number;
    const opens = await Promise.all(Array.from({ length: 20 }, () => open(won.id)));
    const okOpens = opens.filter((o) => o.body.code === 200);
    expect(okOpens).toHaveLength(1);
    expect(okOpens[0]!.body.data.discount).toBe(0.5);
    const after = (await get(c, '/api/user')).body.data.money as number;
    expect(Math.round((before - after) * 1000)).toBe(Math.round((price * 2 - 0.5) * 1000));
    const promo = await count(
      `select coalesce(sum(p.amount), 0)::bigint as n from postings p join ledger_tx t on t.id = p.tx_id
        join accounts a on a.id = p.account_id where t.kind = 'coupon' and a.owner = 'house' and a.name = 'promotions'`,
      [],
    );
    expect(promo).toBe(-500);
    expect((await get(c, '/api/coupon/room_backpack')).body.data.list[0].state).toBe('used');
    expect((await open(999_999)).body).toMatchObject({ code: 404, msg: 'This coupon does not exist' });
  });

  it('gives a top-up coupon too when the event has one: added once to a paid top-up, from house:promotions', async () => {
    const c = await player();
    const { code } = await room(c, 'test-grab-topup');
    const view = (await get(c, '/api/coupon/room/create')).body.data;
    expect(view.rewards).toEqual([coupon, { target: 'recharge', amount: 2, min: 10, valid_days: 7 }]);
    for (let i = 0; i < 2; i++) expect((await join_(await friendOf(c), code)).body.code).toBe(200);
    const list = (await get(c, '/api/coupon/room_backpack')).body.data.list as Array<{ id: number; target: string }>;
    expect(list.map((x) => x.target).sort()).toEqual(['case', 'recharge']);
    const topup = list.find((x) => x.target === 'recharge')!;
    const caseCoupon = list.find((x) => x.target === 'case')!;
    const recharge = (json: Record<string, unknown>) =>
      post(c, '/api/system_shop/recharge', { payment_id: 'card', country: 'US', ...json });

    // Refused at checkout, with nothing created: not received yet, below its least top-up, a case coupon, a gift card.
    const refused = 'This coupon cannot be used for this';
    expect((await recharge({ amount: 25, coupon_id: topup.id })).body).toMatchObject({ code: 422, msg: refused });
    expect((await get(c, `/api/coupon/room_receive/${topup.id}`)).body.code).toBe(200);
    expect((await get(c, `/api/coupon/room_receive/${caseCoupon.id}`)).body.code).toBe(200);
    expect((await recharge({ amount: 9, coupon_id: topup.id })).body).toMatchObject({ code: 422, msg: refused });
    expect((await recharge({ amount: 25, coupon_id: caseCoupon.id })).body).toMatchObject({ code: 422 });
    expect((await recharge({ amount: 25, payment_id: 'giftcard', code: 'X', coupon_id: topup.id })).body).toMatchObject(
      { code: 422, msg: refused },
    );
    expect((await recharge({ amount: 25, coupon_id: 999_999 })).body).toMatchObject({ code: 404 });
    expect(await count('select count(*)::int as n from payment_orders where user_id = $1', [c.id])).toBe(0);
    // A case open cannot use a top-up coupon.
    await fund(app, c.id, 10_000);
    const open = await post(c, '/api/box/test-pistols/open', { number: 1, coupon_id: topup.id });
    expect(open.body).toMatchObject({ code: 422, msg: refused });

    // The checkout holds the coupon for its order: a second order may not take it until the first closes unpaid.
    const send = (orderSn: string, outcome: 'pay' | 'decline', amount: number) => {
      const body = JSON.stringify(sandboxEvent(orderSn, outcome, roundToMilli(amount)));
      const h = {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandbox(sandboxSecret(app.config.sessionPepper), body),
      };
      return fetch(`${app.url}/api/payments/webhook/sandbox`, { method: 'POST', headers: h, body });
    };
    const a = (await recharge({ amount: 25, coupon_id: topup.id })).body.data.order_sn as string;
    expect((await recharge({ amount: 10, coupon_id: topup.id })).body).toMatchObject({ code: 422, msg: refused });
    await send(a, 'decline', 25);
    // Twenty checkouts at once: one holds the coupon, the others are refused.
    const tries = await Promise.all(Array.from({ length: 20 }, () => recharge({ amount: 10, coupon_id: topup.id })));
    const held = tries.filter((r) => r.body.code === 200);
    expect(held).toHaveLength(1);
    expect(tries.filter((r) => r.body.msg === refused)).toHaveLength(19);
    const b = held[0]!.body.data.order_sn as string;
    // Paid by 20 deliveries at once: the coupon adds $2 once.
    await Promise.all(Array.from({ length: 20 }, () => send(b, 'pay', 10)));
    const orders = await Promise.all([a, b].map(async (sn) => (await get(c, `/api/payment/order/${sn}`)).body.data));
    expect(orders.map((o) => o.state)).toEqual(['declined', 'paid']);
    expect(orders.map((o) => o.coupon)).toEqual([0, 2]);
    // What the paid order credited the player: the deposit, its bonus and the coupon's $2, once.
    const credited = await count(
      `select coalesce(sum(p.amount), 0)::bigint as n from postings p join ledger_tx t on t.id = p.tx_id
        join accounts a on a.id = p.account_id
       where t.ref_kind = 'order' and t.ref_id = any($1) and a.owner = 'user' and a.owner_id = $2`,
      [[a, b], c.id],
    );
    expect(credited).toBe(Math.round((10 + orders[1].bonus + 2) * 1000));
    const promo = await count(
      `select coalesce(sum(p.amount), 0)::bigint as n from postings p join ledger_tx t on t.id = p.tx_id
        join accounts a on a.id = p.account_id
       where t.idempotency_key like 'deposit-coupon:%' and a.owner = 'house' and a.name = 'promotions'`,
      [],
    );
    expect(promo).toBe(-2000);
    const used = (await get(c, '/api/coupon/room_backpack')).body.data.list.find(
      (x: { id: number }) => x.id === topup.id,
    );
    expect(used.state).toBe('used');
  });

  it('expires received coupons after valid_days', async () => {
    const c = await player();
    const { code } = await room(c, 'test-grab-pairs');
    for (let i = 0; i < 2; i++) await join_(await friendOf(c), code);
    const won = (await get(c, '/api/coupon/room_backpack')).body.data.list[0];
    await get(c, `/api/coupon/room_receive/${won.id}`);
    clock.advance(7 * 24 * HOUR);
    expect((await get(c, '/api/coupon/room_backpack')).body.data.list[0].state).toBe('expired');
    await fund(app, c.id, 10_000);
    const res = await post(c, '/api/box/test-pistols/open', { number: 1, coupon_id: won.id });
    expect(res.body).toMatchObject({ code: 422, msg: 'This coupon has expired' });
  });

  it('closes at room_close: a completion at that moment has one outcome, nobody joins after', async () => {
    const c = await player();
    const { code, room_close } = await room(c, 'test-grab-pairs');
    const f1 = await friendOf(c);
    const f2 = await friendOf(c);
    const f3 = await friendOf(c);
    expect((await join_(f1, code)).body.code).toBe(200);
    setClock(Date.parse(room_close));
    // At room_close exactly the room is closed: the last slot's join is refused, nothing completes.
    const racing = await Promise.all([join_(f2, code), join_(f3, code)]);
    expect(racing.map((r) => r.body.msg)).toEqual(['This room is closed', 'This room is closed']);
    const view = (await get(c, '/api/coupon/room/create')).body.data;
    expect(view).toMatchObject({ state: 'closed', completed_at: null, task1: { recharge: 2 } });
    expect(
      await count(
        'select count(*)::int as n from coupons c join coupon_rooms r on r.id = c.room_id where r.code = $1',
        [code],
      ),
    ).toBe(0);

    // One millisecond before closing, two friends race for the last slot: one completes the room, once.
    const d = await player();
    const r2 = await room(d, 'test-grab-pairs');
    const g1 = await friendOf(d);
    const [g2, g3] = [await friendOf(d), await friendOf(d)];
    expect((await join_(g1, r2.code)).body.code).toBe(200);
    setClock(Date.parse(r2.room_close) - 1);
    const last = await Promise.all([join_(g2, r2.code), join_(g3, r2.code)]);
    expect(last.filter((r) => r.body.code === 200)).toHaveLength(1);
    setClock(Date.parse(r2.room_close) + HOUR);
    const done = (await get(d, '/api/coupon/room/create')).body.data;
    expect(done).toMatchObject({
      state: 'completed',
      completed_at: new Date(Date.parse(r2.room_close) - 1).toISOString(),
    });
    expect(
      await count(
        'select count(*)::int as n from coupons c join coupon_rooms r on r.id = c.room_id where r.code = $1',
        [r2.code],
      ),
    ).toBe(3);
  });

  it('limits new rooms per operator day (limits.per_day, default 1)', async () => {
    setClock(nextDayStart(clock.now(), 'UTC') + 1000);
    const c = await player();
    const { room_close } = await room(c, 'test-grab-pairs');
    setClock(Date.parse(room_close));
    expect((await create(c, 'test-grab-pairs')).body).toMatchObject({ code: 409, msg: 'Limit exceeded' });
    setClock(nextDayStart(clock.now(), 'UTC') + 1000);
    expect((await create(c, 'test-grab-pairs')).body.code).toBe(200);
  });
});
