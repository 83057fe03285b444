import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { createManualClock } from '../../../test/clock';
import { contentWithCases, TEST_PISTOL_CASE } from '../../../test/content';
import { deposit } from '../../../test/deposits';
import { grantItems } from '../../../test/items';
import { fund } from '../../../test/wallet';
import { auditLedger } from '../wallet';

/** Every money entry point consults the gate (issue 18 "exclusion on every money endpoint"); withdrawals do not. */
const HOUR = 3_600_000;
const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEf12';
const clock = createManualClock();
let app: TestApp;
let goods: Array<{ id: number; price: number }>;
beforeAll(async () => {
  app = await startTestApp(
    {
      trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
      contentDir: contentWithCases({ 'test-pistols': TEST_PISTOL_CASE }),
    },
    { CAPTCHA_MODE: 'off', MALL_PRICE_SYNC_SECONDS: '0' },
    { clock },
  );
  await app.catalog.import({ categories: ['pistol'] });
  app.cases.service.reload();
  await app.mall.apply();
  const { rows } = await app.database.pool.query(
    `select g.id, g.price from goods g join mall_stock s on s.goods_id = g.id
      where s.stock > 5 and g.price between 100 and 20000 order by g.price, g.id limit 3`,
  );
  goods = rows.map((r) => ({ id: Number(r.id), price: Number(r.price) }));
}, 120_000);
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

let players = 0;
async function player() {
  players += 1;
  const name = `Gate${players}${Math.random().toString(36).slice(2, 6)}`;
  const token = await registerUser(app, name, `${name.toLowerCase()}@example.com`);
  const id: number = (await app.request('/api/user', { headers: bearer(token) })).body.data.id;
  await fund(app, id, 100_000);
  await fund(app, id, 100_000, 'shop_score');
  return { token, id };
}
type P = Awaited<ReturnType<typeof player>>;
const post = (p: P, path: string, json?: unknown) =>
  app.request(path, { method: 'POST', headers: bearer(p.token), ...(json === undefined ? {} : { json }) });
const get = (p: P, path: string) => app.request(path, { headers: bearer(p.token) });
const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
const ledgerRows = async (p: P) =>
  (
    await app.database.pool.query(
      `select count(*)::int as n from postings p join accounts a on a.id = p.account_id
        where a.owner = 'user' and a.owner_id = $1`,
      [p.id],
    )
  ).rows[0]?.n as number;

/** Every paid entry point, as the player would call it. */
function entryPoints(p: P, battleId: number) {
  return {
    recharge: () => post(p, '/api/system_shop/recharge', { amount: 10, payment_id: 'card', country: 'US' }),
    'case open': () => post(p, '/api/box/test-pistols/open', { number: 1 }),
    upgrade: () => post(p, '/api/upgrade', { knapsack_id: [], amount: 1, target_id: goods[2]!.id, direction: 'under' }),
    'battle create': () => post(p, '/api/battle', { boxes: ['test-pistols'], players: 2, mode: 'standard' }),
    'battle join': () => post(p, `/api/battle/${battleId}/join`, { slot: 1 }),
    'battle copy': () => post(p, `/api/battle/${battleId}/copy`, {}),
    'battle bots': () => post(p, `/api/battle/${battleId}/bots`),
    'mall buy': () => get(p, `/api/system_shop/${goods[0]!.id}/buy`),
    'code redemption': () => post(p, '/api/user/cdkey', { code: 'dropforge' }),
  };
}

async function waitingBattle() {
  const host = await player();
  const res = await post(host, '/api/battle', { boxes: ['test-pistols'], players: 2, mode: 'standard' });
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
}

const balances = async (p: P) => {
  const d = (await get(p, '/api/user')).body.data;
  return { money: d.money, score: d.score, shop: d.shop_score };
};

describe('the gate on every money entry point', () => {
  it('a cool-off refuses deposits and every paid game at once with its reason and end; nothing moves', async () => {
    const battleId = await waitingBattle();
    const p = await player();
    const before = { balances: await balances(p), postings: await ledgerRows(p) };
    const start = clock.now();
    expect((await post(p, '/api/user/cool_off', { hours: 72 })).body.code).toBe(200);
    const until = new Date(start + 72 * HOUR).toISOString();
    for (const [name, call] of Object.entries(entryPoints(p, battleId))) {
      const res = await call();
      expect(res.status, name).toBe(403);
      expect(res.body, name).toEqual({
        code: 403,
        msg: `You are taking a break: deposits and games are paused until ${utc(until)}`,
        data: { reason: 'cool_off', until },
      });
    }
    expect(await balances(p)).toEqual(before.balances);
    expect(await ledgerRows(p)).toBe(before.postings);
    const seats = await app.database.pool.query('select count(*)::int as n from battle_players where user_id = $1', [
      p.id,
    ]);
    expect(seats.rows[0].n).toBe(0);
    // The message in the player's language.
    const ru = await app.request('/api/box/test-pistols/open', {
      method: 'POST',
      headers: { ...bearer(p.token), Language: 'ru' },
      json: { number: 1 },
    });
    expect(ru.body.msg).toBe(`Вы взяли перерыв: пополнения и игры приостановлены до ${utc(until)}`);
  });

  it('a self-exclusion (6 months, permanent) refuses them too', async () => {
    const battleId = await waitingBattle();
    const p = await player();
    const ex = await post(p, '/api/user/self_exclusion', { months: 6 });
    const until: string = ex.body.data.block.until;
    for (const [name, call] of Object.entries(entryPoints(p, battleId))) {
      expect((await call()).body, name).toEqual({
        code: 403,
        msg: `You have excluded yourself: deposits and games are closed until ${utc(until)}`,
        data: { reason: 'self_exclusion', until },
      });
    }
    const q = await player();
    await post(q, '/api/user/self_exclusion', { months: 0 });
    for (const [name, call] of Object.entries(entryPoints(q, battleId))) {
      expect((await call()).body, name).toMatchObject({
        code: 403,
        msg: 'You have excluded yourself permanently: deposits and games are closed',
        data: { reason: 'self_exclusion', until: null },
      });
    }
  });

  it('withdrawing items stays possible during a self-exclusion', async () => {
    const p = await player();
    await post(p, '/api/user/trade_url', { trade_url: TRADE_URL });
    await deposit(app, p.token, 5);
    const [item] = await grantItems(app, p.id, [goods[1]!.id]);
    await post(p, '/api/user/self_exclusion', { months: 12 });
    const res = await post(p, '/api/system_shop/extract', { knapsack_id: [item] });
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    const { rows } = await app.database.pool.query('select count(*)::int as n from withdrawals where user_id = $1', [
      p.id,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('a deposit limit does not touch games; the games open again when the cool-off ends', async () => {
    const p = await player();
    await post(p, '/api/user/limits', { deposit_day: 5 });
    expect((await post(p, '/api/box/test-pistols/open', { number: 1 })).body.code).toBe(200);
    await post(p, '/api/user/cool_off', { hours: 24 });
    expect((await post(p, '/api/box/test-pistols/open', { number: 1 })).status).toBe(403);
    expect((await get(p, `/api/system_shop/${goods[0]!.id}/buy`)).status).toBe(403);
    clock.advance(24 * HOUR);
    expect((await post(p, '/api/box/test-pistols/open', { number: 1 })).body.code).toBe(200);
    expect((await get(p, `/api/system_shop/${goods[0]!.id}/buy`)).body.code).toBe(200);
    const battle = await post(p, '/api/battle', { boxes: ['test-pistols'], players: 2, mode: 'standard' });
    expect(battle.body.code).toBe(200);
  });
});
