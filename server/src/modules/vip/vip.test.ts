import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { contentWithCases, TEST_PISTOL_CASE } from '../../../test/content';
import { deposit } from '../../../test/deposits';
import { goodsBetween } from '../../../test/items';
import { until } from '../../../test/until';
import { auditLedger } from '../wallet';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(
    {
      trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
      contentDir: contentWithCases({ 'test-pistols': TEST_PISTOL_CASE }),
    },
    { CAPTCHA_MODE: 'off' },
  );
  await app.catalog.import({ categories: ['pistol'] });
  app.cases.service.reload();
});
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

let n = 0;
async function player() {
  n += 1;
  const name = `Vip${n}${Math.random().toString(36).slice(2, 6)}`;
  const token = await registerUser(app, name, `${name.toLowerCase()}@example.com`);
  const id: number = (await app.request('/api/user', { headers: bearer(token) })).body.data.id;
  return { token, id };
}
type P = Awaited<ReturnType<typeof player>>;
const svip = async (p: P) => (await app.request('/api/svip', { headers: bearer(p.token) })).body.data;
const vipRows = async (p: P) =>
  (
    await app.database.pool.query(
      `select p.amount from postings p join ledger_tx t on t.id = p.tx_id
        where t.kind = 'vip' and t.user_id = $1 and p.amount > 0`,
      [p.id],
    )
  ).rows;

describe('VIP rewards', () => {
  it('pays each level passed once, shows them as paid, and drops the prize on FallingGoods', async () => {
    const p = await player();
    const socket = new WebSocket(`${app.url.replace('http', 'ws')}/ws`, { headers: { Cookie: `authsk=${p.token}` } });
    const falling: Array<{ event: string; data: { level: number; red_money: number } }> = [];
    socket.on('message', (raw) => {
      const m = JSON.parse(String(raw));
      if (m.channel === `FallingGoods.${p.id}`) falling.push(m);
    });
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'subscribe', channel: `FallingGoods.${p.id}` }));
    socket.send(JSON.stringify({ type: 'ping' }));

    // $120 passes levels 1 (10), 2 (50) and 3 (100): rewards 0.5 + 1 + 2.
    await deposit(app, p.token, 120);
    const info = await until(
      () => svip(p),
      (i) => i.paid.length === 3,
    );
    expect(info).toMatchObject({ level: 3, paid: [1, 2, 3] });
    const money = Number((await app.request('/api/user', { headers: bearer(p.token) })).body.data.money);
    expect(money).toBe(120 + 24 + 3.5);
    await until(
      async () => falling.length,
      (l) => l > 0,
    );
    expect(falling).toEqual([
      { channel: `FallingGoods.${p.id}`, event: 'vip.reward', data: { level: 3, red_money: 3.5 } },
    ]);
    const history = await app.request('/api/wallet/transactions?type=vip', { headers: bearer(p.token) });
    expect(history.body.data.list.map((t: { amount: number }) => t.amount).sort()).toEqual([0.5, 1, 2]);
    socket.close();
  });

  it('pays once whatever repeats: the deposit event 50 times at once, the hook run again', async () => {
    const p = await player();
    const orderSn = await deposit(app, p.token, 60);
    await until(
      () => svip(p),
      (i) => i.paid.length === 2,
    );
    await Promise.all(
      Array.from({ length: 50 }, () =>
        app.bus.publish({
          channel: `notifications.${p.id}`,
          event: 'deposit',
          data: { order_sn: orderSn, amount: 60 },
        }),
      ),
    );
    await Promise.all(Array.from({ length: 10 }, () => app.database.withTx((tx) => app.vip.deposited(tx, p.id))));
    expect((await vipRows(p)).map((r) => Number(r.amount)).sort((a, b) => a - b)).toEqual([500, 1000]);
    expect((await svip(p)).paid).toEqual([1, 2]);
  });

  it('a visitor sees the levels and nothing paid', async () => {
    const info = (await app.request('/api/svip')).body.data;
    expect(info.paid).toEqual([]);
    expect(info.levels.length).toBeGreaterThan(5);
  });
});

describe('rakeback', () => {
  it('accrues the level share of the house edge per open, to the thousandth, and pays it once a day', async () => {
    const p = await player();
    await deposit(app, p.token, 60); // VIP level 2: 6 % of the house edge
    const price = Math.round((await app.request('/api/box/test-pistols')).body.data.price * 1000);
    for (let i = 0; i < 3; i++) {
      const open = await app.request('/api/box/test-pistols/open', {
        method: 'POST',
        headers: bearer(p.token),
        json: { number: 1 },
      });
      expect(open.body.code).toBe(200);
    }
    // House edge 10 % × share 6 % = 0.6 % of the price, rounded down to the thousandth (integers: no float drift).
    const perOpen = Math.floor((price * 6) / 1000);
    expect(perOpen).toBeGreaterThan(0);
    const info = (await app.request('/api/svip/rakeback', { headers: bearer(p.token) })).body.data;
    expect(info).toMatchObject({ rate: 0.06, claimable: (3 * perOpen) / 1000, claimed_today: false });

    const before = Number((await app.request('/api/user', { headers: bearer(p.token) })).body.data.money);
    const all = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.request('/api/svip/rakeback/receive', { method: 'POST', headers: bearer(p.token) }),
      ),
    );
    expect(all.filter((r) => r.body.code === 200).map((r) => r.body.data)).toEqual([{ amount: (3 * perOpen) / 1000 }]);
    expect(all.filter((r) => r.status === 409)).toHaveLength(49);
    expect(all.find((r) => r.status === 409)?.body.msg).toMatch(/^Rakeback already claimed today, come back after /);
    const after = Number((await app.request('/api/user', { headers: bearer(p.token) })).body.data.money);
    expect(after).toBeCloseTo(before + (3 * perOpen) / 1000, 3);
    expect((await app.request('/api/svip/rakeback', { headers: bearer(p.token) })).body.data).toMatchObject({
      claimable: 0,
      claimed_today: true,
    });
  });

  it('accrues on an upgrade: 0.6 % of a $1.000 stake is exactly $0.006 at level 2 (UPGRADE_RTP 0.9)', async () => {
    const p = await player();
    await deposit(app, p.token, 60);
    const target = await goodsBetween(app, 2_000, 50_000);
    expect(target).toBeDefined();
    const rakeback = async () => (await app.request('/api/svip/rakeback', { headers: bearer(p.token) })).body.data;
    expect((await rakeback()).claimable).toBe(0);
    const up = await app.request('/api/upgrade', {
      method: 'POST',
      headers: bearer(p.token),
      json: { knapsack_id: [], amount: 1, target_id: target!.id, direction: 'under' },
    });
    expect(up.body.code).toBe(200);
    // 1000 × (1 − 0.9) × 0.06 = 6 thousandths; in doubles it is 5.999999999999998, which a float floor loses.
    expect(await rakeback()).toMatchObject({ rate: 0.06, claimable: 0.006, total: 0.006 });
    const { rows } = await app.database.pool.query(`select bet_key, amount from rakeback_accruals where user_id = $1`, [
      p.id,
    ]);
    expect(rows.map((r) => [String(r.bet_key).startsWith('upgrade:'), Number(r.amount)])).toEqual([[true, 6]]);
  });
});
