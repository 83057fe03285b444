import { milli } from '@dropforge/shared/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { auditLedger } from '../wallet';
import { createGiftCards, SANDBOX_SIGNATURE_HEADER, sandboxEvent, sandboxSecret, signSandbox } from './index';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp({ trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] }, { CAPTCHA_MODE: 'off' });
  token = await registerUser(app, 'Payton', 'payton@example.com');
});
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

const recharge = (json: Record<string, unknown>, t = token) =>
  app.request('/api/system_shop/recharge', { method: 'POST', json, headers: bearer(t) });
const profile = async (t = token) => (await app.request('/api/user', { headers: bearer(t) })).body.data;
const orderState = async (sn: string, t = token) =>
  (await app.request(`/api/payment/order/${sn}`, { headers: bearer(t) })).body.data.state;

describe('sandbox deposit, end to end', () => {
  let orderSn: string;

  it('lists methods by country with the minimum and the crypto fee', async () => {
    const res = await app.request('/api/payment/methods?country=us');
    expect(res.body.data.min_recharge).toBe(5);
    const crypto = res.body.data.methods.find((m: { kind: string }) => m.kind === 'crypto');
    expect(crypto.fee_rate).toBeGreaterThan(0);
    const jp = await app.request('/api/payment/methods?country=JP');
    expect(jp.body.data.methods.map((m: { id: string }) => m.id)).not.toContain('card-stripe');
  });

  it('refuses bad input and changes nothing', async () => {
    expect((await recharge({ amount: 4.99, payment_id: 'card', country: 'US' })).body.msg).toBe(
      'The minimum recharge is $5',
    );
    expect((await recharge({ amount: 5, payment_id: 'nope', country: 'US' })).body.code).toBe(422);
    expect((await recharge({ amount: 5.0001, payment_id: 'card', country: 'US' })).body.code).toBe(400);
    // Issue 16: a 4th decimal far down is still a 4th decimal (it was rounded to 5.000 and accepted).
    for (const amount of [5.0000000001, 5.0005, 10.1234]) {
      expect((await recharge({ amount, payment_id: 'card', country: 'US' })).body).toMatchObject({
        code: 400,
        msg: 'Amounts have at most 3 decimals',
      });
    }
    expect((await recharge({ amount: true, payment_id: 'card', country: 'US' })).body.code).toBe(400);
    expect(
      (await app.request('/api/system_shop/recharge', { method: 'POST', json: { amount: 5, payment_id: 'card' } })).body
        .msg,
    ).toBe('Please log in first');
    const orders = await app.database.pool.query('select count(*)::int as n from payment_orders');
    expect(orders.rows[0].n).toBe(0);
  });

  it('creates a pending order with a hosted checkout page', async () => {
    const res = await recharge({ amount: 25, payment_id: 'card', country: 'US' });
    expect(res.body.code).toBe(200);
    orderSn = res.body.data.order_sn;
    expect(res.body.data.pay_url).toBe(`/sandbox/checkout/${orderSn}`);
    const page = await fetch(`${app.url}${res.body.data.pay_url}`);
    const html = await page.text();
    expect(html).toContain('$25.00');
    expect(html).toContain('data-testid="sandbox-pay"');
    expect(await orderState(orderSn)).toBe('pending');
  });

  it('pays through the signed webhook job and credits balance, bonus and history once', async () => {
    const res = await fetch(`${app.url}/sandbox/checkout/${orderSn}/pay`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/pay/result?order_sn=${orderSn}`);
    await expect.poll(() => orderState(orderSn), { timeout: 15_000, interval: 200 }).toBe('paid');
    const me = await profile();
    expect(me.money).toBe(30); // $25 + 20 % bonus
    expect(me.last_recharge).toEqual({ order_sn: orderSn });
    expect(me.svip.level).toBe(1);
    expect(me.first_box).toMatchObject({ granted: true });
    const history = await app.request('/api/wallet/transactions?type=deposit', { headers: bearer(token) });
    expect(history.body.data.total).toBe(2);
    expect(history.body.data.list.map((t: { amount: number }) => t.amount).sort()).toEqual([25, 5]);
    expect(history.body.data.list[0].order_sn).toBe(orderSn);
    const csv = await fetch(`${app.url}/api/wallet/transactions.csv?type=deposit`, { headers: bearer(token) });
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect((await csv.text()).split('\n')[0]).toBe('date,type,amount,currency,state,order_sn,memo');
    const ticker = await app.request('/api/rolling_data');
    expect(ticker.body.data.recharge[0]).toEqual({ name: 'Pa…', money: 25 });
    const svip = await app.request('/api/svip', { headers: bearer(token) });
    expect(svip.body.data).toMatchObject({ level: 1, level_exp: 25, next_level_exp: 50 });
    const visitor = await app.request('/api/svip');
    expect(visitor.body.data).toMatchObject({ level: 0, level_exp: 0 });
    expect(visitor.body.data.levels).toHaveLength(11);
  });

  it('credits once whatever the number of deliveries (100 in parallel)', async () => {
    const res = await recharge({ amount: 10, payment_id: 'card', country: 'US' });
    const sn = res.body.data.order_sn;
    const body = JSON.stringify(sandboxEvent(sn, 'pay', milli(10_000)));
    const secret = sandboxSecret(app.config.sessionPepper);
    const deliveries = await Promise.all(
      Array.from({ length: 100 }, () =>
        fetch(`${app.url}/api/payments/webhook/sandbox`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandbox(secret, body) },
          body,
        }).then((r) => r.json() as Promise<{ data: { outcome: string } }>),
      ),
    );
    const outcomes = deliveries.map((d) => d.data.outcome);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(99);
    expect((await profile()).money).toBe(42); // 30 + 10 + 2 bonus
  });

  it('refuses a bad signature and a tampered body', async () => {
    const res = await recharge({ amount: 10, payment_id: 'card', country: 'US' });
    const sn = res.body.data.order_sn;
    const body = JSON.stringify(sandboxEvent(sn, 'pay', milli(10_000)));
    const wrongKey = await app.request('/api/payments/webhook/sandbox', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandbox('not-the-secret', body) },
      body,
    });
    expect(wrongKey.body).toMatchObject({ code: 400, msg: 'Invalid signature' });
    const secret = sandboxSecret(app.config.sessionPepper);
    const tampered = await app.request('/api/payments/webhook/sandbox', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandbox(secret, body) },
      body: body.replace('10000', '99000'),
    });
    expect(tampered.status).toBe(400);
    expect(await orderState(sn)).toBe('pending');
  });

  it('credits nothing for declined and cancelled payments', async () => {
    for (const outcome of ['decline', 'cancel'] as const) {
      const res = await recharge({ amount: 7, payment_id: 'card', country: 'US' });
      const sn = res.body.data.order_sn;
      await fetch(`${app.url}/sandbox/checkout/${sn}/${outcome}`, {
        method: 'POST',
        redirect: 'manual',
        headers: bearer(token),
      });
      await expect
        .poll(() => orderState(sn), { timeout: 15_000, interval: 200 })
        .toBe(outcome === 'decline' ? 'declined' : 'cancelled');
    }
    expect((await profile()).money).toBe(42);
  });

  it("lets only the order's own session decline or cancel it (issue 16)", async () => {
    const other = await registerUser(app, 'Intruder', 'intruder@example.com');
    const res = await recharge({ amount: 9, payment_id: 'card', country: 'US' });
    const sn = res.body.data.order_sn;
    for (const outcome of ['decline', 'cancel'] as const) {
      for (const headers of [{}, bearer(other)]) {
        const refused = await fetch(`${app.url}/sandbox/checkout/${sn}/${outcome}`, {
          method: 'POST',
          redirect: 'manual',
          headers,
        });
        expect(refused.status).toBe(403);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await orderState(sn)).toBe('pending');
    await fetch(`${app.url}/sandbox/checkout/${sn}/cancel`, {
      method: 'POST',
      redirect: 'manual',
      headers: bearer(token),
    });
    await expect.poll(() => orderState(sn), { timeout: 15_000, interval: 200 }).toBe('cancelled');
  });

  it('credits shop score when started from the mall (od=1) and tells the player live', async () => {
    const me = await profile();
    const socket = new WebSocket(`${app.url.replace('http', 'ws')}/ws`, { headers: bearer(token) });
    const notified = new Promise<any>((resolve) =>
      socket.on('message', (raw) => {
        const m = JSON.parse(String(raw));
        if (m.channel === `notifications.${me.id}` && m.event === 'deposit') resolve(m.data);
      }),
    );
    await new Promise((resolve) => socket.once('open', resolve));
    const res = await recharge({ amount: 5, payment_id: 'card', country: 'US', od: 1 });
    await fetch(`${app.url}/sandbox/checkout/${res.body.data.order_sn}/pay`, { method: 'POST', redirect: 'manual' });
    await expect.poll(() => orderState(res.body.data.order_sn), { timeout: 15_000, interval: 200 }).toBe('paid');
    expect((await profile()).shop_score).toBe(6);
    expect(await notified).toMatchObject({ currency: 'shop_score', amount: 6 });
    socket.close();
  });
});

describe('crypto and gift cards', () => {
  it('charges the crypto handling fee on top without crediting it', async () => {
    const t = await registerUser(app, 'Cryptic', 'cryptic@example.com');
    const res = await recharge({ amount: 100, payment_id: 'crypto', country: 'DE' }, t);
    const sn = res.body.data.order_sn;
    const html = await (await fetch(`${app.url}/sandbox/checkout/${sn}`)).text();
    expect(html).toContain('$1.00');
    expect(html).toContain('$101.00');
    await fetch(`${app.url}/sandbox/checkout/${sn}/pay`, { method: 'POST', redirect: 'manual' });
    await expect.poll(() => orderState(sn, t), { timeout: 15_000, interval: 200 }).toBe('paid');
    expect((await profile(t)).money).toBe(120);
  });

  it('redeems a gift card once', async () => {
    const t = await registerUser(app, 'Giftee', 'giftee@example.com');
    const [code] = await createGiftCards(app.database.db, app.config.sessionPepper, 1, milli(15_000));
    const results = await Promise.all(
      Array.from({ length: 20 }, () => recharge({ amount: 15, payment_id: 'giftcard', code }, t)),
    );
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.code !== 200 && r.body.msg !== 'Code already used').map((r) => r.body)).toEqual(
      [],
    );
    expect(results.filter((r) => r.body.msg === 'Code already used').length).toBe(19);
    expect((await profile(t)).money).toBe(18);
    expect((await recharge({ amount: 15, payment_id: 'giftcard', code: 'AAAA-BBBB-CCCC-DDDD' }, t)).body.msg).toBe(
      'Code does not exist',
    );
  });
});
