import { FREE_STATE, parseMilli, pickDrop, roll, ticketRanges } from '@dropforge/shared/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { MARKET_PRICES } from '../../../test/content';
import { deposit } from '../../../test/deposits';
import { auditLedger } from '../wallet';

type Entry = {
  id: string;
  free: string;
  state: number;
  next_at: string | null;
  level: number;
  value: number;
  deposit_hours: number | null;
};

let app: TestApp;
let players = 0;

beforeAll(async () => {
  app = await startTestApp({ trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] }, { CAPTCHA_MODE: 'off' });
  await app.catalog.import({ categories: ['pistol', 'rifle', 'smg', 'sniper', 'heavy', 'knife', 'gloves'] });
  app.cases.service.reload();
}, 60_000);
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

/** A new signed-in player: their token and id. */
async function player() {
  players += 1;
  const token = await registerUser(app, `Freebie${players}`, `freebie${players}@example.com`);
  const id: number = (await app.request('/api/user', { headers: bearer(token) })).body.data.id;
  return { token, id };
}
const freeList = async (token?: string, query = '') =>
  (await app.request(`/api/free${query}`, { headers: token ? bearer(token) : {} })).body.data.list as Entry[];
const stateOf = async (token: string, id: string) => (await freeList(token)).find((e) => e.id === id)?.state;
const openFree = (id: string, token: string) =>
  app.request(`/api/free/${id}/open`, { method: 'POST', headers: bearer(token) });
const openBox = (id: string, token: string, number = 1) =>
  app.request(`/api/box/${id}/open`, { method: 'POST', json: { number }, headers: bearer(token) });
const count = async (sql: string, params: unknown[] = []) =>
  (await app.database.pool.query(sql, params)).rows[0].n as number;
const itemsOf = (userId: number) => count('select count(*)::int as n from items where owner_id = $1', [userId]);

const CONDITIONS = 'Sorry, box opening conditions not met';
const OPENED = "Today's free box already opened";

describe('the free-box list', () => {
  it('shows visitors the daily box and ten level cases, locked, and none of them among the paid cases', async () => {
    const list = await freeList();
    expect(list.map((e) => e.id)).toEqual([
      'free-daily',
      ...Array.from({ length: 10 }, (_, i) => `vip-level-${i + 1}`),
    ]);
    expect(list.every((e) => e.state === FREE_STATE.signIn && e.next_at === null)).toBe(true);
    const detail = (await app.request('/api/box/free-daily')).body.data;
    expect(detail).toMatchObject({ id: 'free-daily', price: 0, free: 'daily', level: 0 });
    expect(detail.items.length).toBeGreaterThanOrEqual(10);
    const paid = (await app.request('/api/box')).body.data.list.flatMap((c: { list: Array<{ id: string }> }) =>
      c.list.map((b) => b.id),
    );
    expect(paid).not.toContain('free-daily');
    expect(paid).not.toContain('vip-level-1');
    expect((await freeList(undefined, '?type=level&limit=5')).map((e) => e.id)).toEqual(
      Array.from({ length: 5 }, (_, i) => `vip-level-${i + 1}`),
    );
    expect((await app.request('/api/free?state=9')).body.code).toBe(400);
    const docs = (await app.request('/api/docs/json')).body.paths;
    expect(docs['/api/free'].get.tags).toEqual(['free']);
    expect(docs['/api/free/{id}/open'].post.tags).toEqual(['free']);
  });

  it.skipIf(!MARKET_PRICES)('level cases are worth more at each level, at market prices', async () => {
    const values = (await freeList()).slice(1).map((e) => e.value);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values[0]).toBeLessThan(values.at(-1)!);
  });

  it('the first-recharge offer\'s "up to" figure is the case\'s dearest item, whatever the prices', async () => {
    const { token } = await player();
    const offer = (await app.request('/api/user', { headers: bearer(token) })).body.data.first_box;
    const detail = (await app.request(`/api/box/${offer.id}`)).body.data;
    const dearest = Math.max(...detail.items.map((i: { goods: { price: number } }) => i.goods.price));
    expect(offer.max_value).toBe(dearest);
  });

  it('the FAQ states the daily case rule with its configured deposit window', async () => {
    const hours = (await freeList()).find((e) => e.free === 'daily')?.deposit_hours;
    expect(hours).toBe(24);
    const faq: string = (await app.request('/api/page/faq')).body.data.content;
    expect(faq).toContain(`a completed deposit in the last ${hours} hours`);
    expect(faq).not.toMatch(/\{\{fact:|no deposit/i);
  });
});

describe('the daily free box', () => {
  it('cannot be opened without a deposit within the last 24 hours, and nothing changes', async () => {
    const { token, id } = await player();
    expect(await stateOf(token, 'free-daily')).toBe(FREE_STATE.needsDeposit);
    expect((await openFree('free-daily', token)).body).toMatchObject({ code: 422, msg: CONDITIONS });
    const orderSn = await deposit(app, token, 5);
    await app.database.pool.query(
      `update payment_orders set paid_at = now() - interval '25 hours' where order_sn = $1`,
      [orderSn],
    );
    expect(await stateOf(token, 'free-daily')).toBe(FREE_STATE.needsDeposit);
    expect((await openFree('free-daily', token)).body.msg).toBe(CONDITIONS);
    expect(await itemsOf(id)).toBe(0);
    expect(await count('select count(*)::int as n from rolls where user_id = $1', [id])).toBe(0);
    expect(await count('select count(*)::int as n from free_opens where user_id = $1', [id])).toBe(0);
    expect((await app.request('/api/free/free-daily/open', { method: 'POST' })).body.msg).toBe('Please log in first');
  });

  it('opens once per UTC day with a real roll into the backpack, the rolls and the drop feed', async () => {
    const { token, id } = await player();
    await deposit(app, token, 5);
    expect(await stateOf(token, 'free-daily')).toBe(FREE_STATE.open);
    const seeds = (await app.request('/api/pfv_api', { headers: bearer(token) })).body.data;
    const opened = await openFree('free-daily', token);
    expect(opened.body.code).toBe(200);
    const drop = opened.body.data.list[0];
    expect(opened.body.data).toMatchObject({ box_id: 'free-daily', price: 0 });
    expect(drop).toMatchObject({
      nonce: seeds.nonce,
      serverSeedHash: seeds.serverSeedHash,
      clientSeed: seeds.clientSeed,
    });

    const entry = (await freeList(token)).find((e) => e.id === 'free-daily')!;
    expect(entry.state).toBe(FREE_STATE.openedToday);
    const midnight = new Date();
    midnight.setUTCHours(24, 0, 0, 0);
    expect(entry.next_at).toBe(midnight.toISOString());
    expect((await openFree('free-daily', token)).body).toMatchObject({ code: 409, msg: OPENED });
    expect((await openBox('free-daily', token)).body.msg).toBe(OPENED);

    const backpack = (await app.request('/api/system_shop/backpack', { headers: bearer(token) })).body.data.list;
    expect(backpack).toHaveLength(1);
    expect(backpack[0]).toMatchObject({ knapsack_id: drop.knapsack_id, source: 'free', sellable: true });
    const log = (await app.request('/api/pfv_log', { headers: bearer(token) })).body.data.list;
    expect(log[0]).toMatchObject({ game: 'case', box_id: 'free-daily', ticket: drop.ticket, goods_id: drop.goods.id });
    expect(
      await count(`select count(*)::int as n from drop_feed where box_id = 'free-daily' and knapsack_id = $1`, [
        drop.knapsack_id,
      ]),
    ).toBe(1);

    // The roll is the player's own: revealed, the shared verifier picks the same item.
    const rotated = (
      await app.request('/api/pfv_api', { method: 'POST', json: { rotate: true }, headers: bearer(token) })
    ).body.data.previous;
    const detail = (await app.request('/api/box/free-daily')).body.data;
    const ranges = ticketRanges(
      detail.items.map((i: { goods: { id: number }; tickets: number }) => ({
        goodsId: i.goods.id,
        tickets: i.tickets,
      })),
    );
    const { ticket } = roll({
      serverSeed: rotated.serverSeed,
      game: 'case',
      clientSeed: drop.clientSeed,
      nonce: drop.nonce,
    });
    expect(ticket).toBe(drop.ticket);
    expect(pickDrop(ranges, ticket).goodsId).toBe(drop.goods.id);

    // Yesterday's opening does not hold today's key.
    await app.database.pool.query('update free_opens set day = day - 1 where user_id = $1', [id]);
    expect(await stateOf(token, 'free-daily')).toBe(FREE_STATE.open);
    expect((await openFree('free-daily', token)).body.code).toBe(200);
    expect(await itemsOf(id)).toBe(2);
  });

  it('50 parallel opens open exactly one', async () => {
    const { token, id } = await player();
    await deposit(app, token, 5);
    const results = await Promise.all(Array.from({ length: 50 }, () => openFree('free-daily', token)));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.code !== 200).every((r) => r.body.msg === OPENED)).toBe(true);
    expect(await itemsOf(id)).toBe(1);
    expect(await count('select count(*)::int as n from rolls where user_id = $1', [id])).toBe(1);
    expect(await count('select count(*)::int as n from free_opens where user_id = $1', [id])).toBe(1);
  }, 60_000);

  it('sells its drop for the catalogue price less the fee, paid by house promotions', async () => {
    const { token } = await player();
    await deposit(app, token, 5);
    const drop = (await openFree('free-daily', token)).body.data.list[0];
    const before = parseMilli((await app.request('/api/user', { headers: bearer(token) })).body.data.money);
    const sold = await app.request('/api/system_shop/sell', {
      method: 'POST',
      json: { knapsack_id: [drop.knapsack_id] },
      headers: bearer(token),
    });
    expect(sold.body.code).toBe(200);
    const paid = parseMilli(sold.body.data.money);
    expect(paid).toBeGreaterThan(0);
    expect(parseMilli((await app.request('/api/user', { headers: bearer(token) })).body.data.money)).toBe(
      before + paid,
    );
    const payer = await app.database.pool.query(
      `select a.owner, a.name, p.amount from ledger_tx t join postings p on p.tx_id = t.id
       join accounts a on a.id = p.account_id where t.idempotency_key = $1 and a.owner = 'house'`,
      [`sell:money:promotions:${drop.knapsack_id}`],
    );
    expect(payer.rows).toEqual([{ owner: 'house', name: 'promotions', amount: -paid }]);
  });
});

describe('level cases', () => {
  it('stay locked below their VIP level and open, once a day, from it', async () => {
    const { token, id } = await player();
    await deposit(app, token, 5); // $5 in total: level 0
    expect(await stateOf(token, 'vip-level-1')).toBe(FREE_STATE.levelLocked);
    expect((await openFree('vip-level-1', token)).body.msg).toBe(CONDITIONS);
    await deposit(app, token, 5); // $10 in total: level 1
    expect(await stateOf(token, 'vip-level-1')).toBe(FREE_STATE.open);
    expect(await stateOf(token, 'vip-level-2')).toBe(FREE_STATE.levelLocked);
    expect((await openBox('vip-level-1', token, 2)).body.msg).toBe(CONDITIONS);
    const opened = await openBox('vip-level-1', token);
    expect(opened.body.code).toBe(200);
    expect(opened.body.data.box_id).toBe('vip-level-1');
    expect((await openFree('vip-level-1', token)).body.msg).toBe(OPENED);
    expect((await openFree('vip-level-2', token)).body.msg).toBe(CONDITIONS);
    expect(await stateOf(token, 'vip-level-1')).toBe(FREE_STATE.openedToday);
    expect((await freeList(token, '?state=1&limit=5')).map((e) => e.id)).toEqual(['first-recharge', 'free-daily']);
    expect(await itemsOf(id)).toBe(1);
  });
});

describe('the first-recharge case', () => {
  it('opens once for the player whose first deposit earned it, whatever the number of parallel calls', async () => {
    const { token, id } = await player();
    const other = await player();
    expect((await freeList(token)).some((e) => e.free === 'first_recharge')).toBe(false);
    await deposit(app, token, 5);
    const profile = (await app.request('/api/user', { headers: bearer(token) })).body.data;
    expect(profile.first_box).toMatchObject({ id: 'first-recharge', granted: true });
    const detail = (await app.request(`/api/box/${encodeURIComponent(profile.first_box.id)}`)).body.data;
    expect(detail).toMatchObject({ price: 0, free: 'first_recharge' });
    expect((await freeList(token))[0]).toMatchObject({ id: 'first-recharge', state: FREE_STATE.open });
    expect((await openFree('first-recharge', other.token)).body.msg).toBe(CONDITIONS);

    // Half from the free-box path, half from the case page's path.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 ? openFree('first-recharge', token) : openBox('first-recharge', token),
      ),
    );
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.code !== 200).every((r) => r.body.msg === CONDITIONS)).toBe(true);
    expect(await itemsOf(id)).toBe(1);
    expect(await itemsOf(other.id)).toBe(0);
    const grant = await app.database.pool.query(
      'select state, opened_at from first_recharge_grants where user_id = $1',
      [id],
    );
    expect(grant.rows[0].state).toBe('opened');
    expect(grant.rows[0].opened_at).not.toBeNull();
    expect((await app.request('/api/user', { headers: bearer(token) })).body.data.first_box).toBeNull();
    expect((await freeList(token)).some((e) => e.free === 'first_recharge')).toBe(false);
    expect((await openFree('first-recharge', token)).body.msg).toBe(CONDITIONS);
  }, 60_000);
});
