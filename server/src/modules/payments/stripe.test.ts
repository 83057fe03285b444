import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { milli } from '@dropforge/shared/domain';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { auditLedger } from '../wallet';
import { createDeposits, type Deposits } from './deposits.service';
import { createStripeProvider, STRIPE_SIGNATURE_HEADER } from './index';
import { loadPaymentSettings } from './settings';

// Offline: nothing here talks to Stripe. Webhooks are signed with the SDK's own test helper, and Checkout
// Session creation goes to a tiny local stand-in for Stripe's API (`/v1/checkout/sessions`) that the real
// SDK is pointed at with its `host`/`port`/`protocol` options.
const SECRET_KEY = 'sk_test_dummy';
const WEBHOOK_SECRET = 'whsec_test_secret';

type Recorded = { method: string; path: string; headers: IncomingMessage['headers']; form: URLSearchParams };
const recorded: Recorded[] = [];
let failNext = false;
let fakeApi: Server;
let sdk: Stripe;

function startFakeStripeApi(): Promise<Server> {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      recorded.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, form });
      res.setHeader('content-type', 'application/json');
      res.setHeader('request-id', `req_${randomBytes(6).toString('hex')}`);
      if (req.method !== 'POST' || req.url !== '/v1/checkout/sessions') {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }));
        return;
      }
      if (failNext) {
        failNext = false;
        res.statusCode = 400;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }));
        return;
      }
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      res.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: form.get('mode'),
          status: 'open',
          payment_status: 'unpaid',
          currency: form.get('line_items[0][price_data][currency]'),
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          client_reference_id: form.get('client_reference_id'),
          metadata: { order_sn: form.get('metadata[order_sn]') },
          success_url: form.get('success_url'),
          cancel_url: form.get('cancel_url'),
          payment_intent: null,
          url: `https://checkout.stripe.com/c/pay/${id}`,
        }),
      );
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let app: TestApp;
let deposits: Deposits;
beforeAll(async () => {
  fakeApi = await startFakeStripeApi();
  sdk = new Stripe(SECRET_KEY, {
    host: '127.0.0.1',
    port: (fakeApi.address() as AddressInfo).port,
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
  app = await startTestApp(
    { trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] },
    { CAPTCHA_MODE: 'off', STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
  );
  // Orders are made by the deposit service the recharge route uses, with the same database and content,
  // and a Stripe provider whose client talks to the fake API: the app's own provider would call Stripe.
  const quiet = { info: () => {}, warn: () => {} };
  deposits = createDeposits({
    db: app.database.db,
    bus: app.bus,
    settings: loadPaymentSettings(app.config.contentDir),
    providers: {
      stripe: createStripeProvider({
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        publicUrl: app.config.publicUrl,
        stripe: sdk,
      }),
    },
    pepper: app.config.sessionPepper,
    log: quiet,
    firstBoxValue: async () => null,
    bonuses: () => [],
  });
});
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => fakeApi?.close(resolve));
});

let players = 0;
async function player() {
  players += 1;
  const email = `stripe${players}@example.com`;
  const token = await registerUser(app, `Striper${players}`, email);
  const found = await app.database.pool.query<{ id: number }>('select id from users where email = $1', [email]);
  return { token, id: found.rows[0]!.id };
}
const profile = async (token: string) => (await app.request('/api/user', { headers: bearer(token) })).body.data;
const orderState = async (sn: string, token: string) =>
  (await app.request(`/api/payment/order/${sn}`, { headers: bearer(token) })).body.data.state;
/** A pending `card-stripe` order and the Checkout Session the fake API made for it. */
async function stripeOrder(userId: number, amount: number) {
  const { order_sn, pay_url } = await deposits.recharge(
    userId,
    { amount, payment_id: 'card-stripe', country: 'US' },
    'US',
  );
  return { orderSn: order_sn, sessionId: pay_url.split('/').pop()! };
}

type SessionEventOptions = {
  type?: string;
  amountTotal: number;
  paymentStatus?: 'paid' | 'unpaid' | 'no_payment_required';
  eventId?: string;
  sessionId?: string;
  intent?: string | null;
};
/** The body Stripe posts for a Checkout Session event (snapshot payload, trimmed to what matters). */
function sessionEvent(orderSn: string, o: SessionEventOptions): string {
  return JSON.stringify({
    id: o.eventId ?? `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    type: o.type ?? 'checkout.session.completed',
    data: {
      object: {
        id: o.sessionId ?? `cs_test_${orderSn}`,
        object: 'checkout.session',
        mode: 'payment',
        status: o.type === 'checkout.session.expired' ? 'expired' : 'complete',
        payment_status: o.paymentStatus ?? 'paid',
        currency: 'usd',
        amount_total: o.amountTotal,
        client_reference_id: orderSn,
        metadata: { order_sn: orderSn },
        payment_intent: o.intent === undefined ? `pi_${orderSn}` : o.intent,
      },
    },
  });
}
const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
  sdk.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
async function deliver(payload: string, signature: string | null = sign(payload)) {
  const res = await fetch(`${app.url}/api/payments/webhook/stripe`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { [STRIPE_SIGNATURE_HEADER]: signature }),
    },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: { outcome: string } } };
}

describe('stripe checkout', () => {
  it('lists the Stripe card method where it is offered', async () => {
    const us = await app.request('/api/payment/methods?country=US');
    expect(us.body.data.methods.map((m: { id: string }) => m.id)).toContain('card-stripe');
    const jp = await app.request('/api/payment/methods?country=JP');
    expect(jp.body.data.methods.map((m: { id: string }) => m.id)).not.toContain('card-stripe');
  });

  it('creates a Checkout Session in cents for the amount plus fee, tied to the order', async () => {
    const provider = createStripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      publicUrl: 'https://dropforge.example/',
      stripe: sdk,
    });
    recorded.length = 0;
    const { payUrl } = await provider.createCheckout({
      orderSn: 'DF250101ABCDEF123456',
      amount: milli(100_000),
      fee: milli(1_000),
      currency: 'money',
      methodName: 'Card (Stripe)',
    });
    expect(payUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(recorded).toHaveLength(1);
    const [call] = recorded;
    expect(call!.method).toBe('POST');
    expect(call!.path).toBe('/v1/checkout/sessions');
    expect(call!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(call!.headers['idempotency-key']).toBe('checkout:DF250101ABCDEF123456');
    expect(Object.fromEntries(call!.form)).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '10100',
      client_reference_id: 'DF250101ABCDEF123456',
      'metadata[order_sn]': 'DF250101ABCDEF123456',
      success_url: 'https://dropforge.example/pay/result?order_sn=DF250101ABCDEF123456',
      cancel_url: 'https://dropforge.example/pay/result?order_sn=DF250101ABCDEF123456',
    });
  });

  it('makes a pending order through the deposit service, and cancels it when Stripe refuses', async () => {
    const { id, token } = await player();
    recorded.length = 0;
    const { orderSn } = await stripeOrder(id, 25);
    expect(recorded[0]!.form.get('client_reference_id')).toBe(orderSn);
    expect(recorded[0]!.form.get('line_items[0][price_data][unit_amount]')).toBe('2500');
    expect(await orderState(orderSn, token)).toBe('pending');

    failNext = true;
    await expect(
      deposits.recharge(id, { amount: 30, payment_id: 'card-stripe', country: 'US' }, 'US'),
    ).rejects.toMatchObject({ code: 'order_failed' });
    const rows = await app.database.pool.query(
      `select state from payment_orders where user_id = $1 and amount = 30000`,
      [id],
    );
    expect(rows.rows).toEqual([{ state: 'cancelled' }]);
    // A total with a fraction of a cent could never match what Stripe reports: refused before any call.
    recorded.length = 0;
    await expect(
      deposits.recharge(id, { amount: 10.005, payment_id: 'card-stripe', country: 'US' }, 'US'),
    ).rejects.toMatchObject({ code: 'order_failed' });
    expect(recorded).toHaveLength(0);
    expect((await profile(token)).money).toBe(0);
  });
});

describe('stripe webhooks', () => {
  it('credits a paid session once, with the top-up bonus', async () => {
    const { id, token } = await player();
    const { orderSn, sessionId } = await stripeOrder(id, 25);
    const payload = sessionEvent(orderSn, { amountTotal: 2500, sessionId, intent: `pi_${orderSn}` });
    const res = await deliver(payload);
    expect(res.body).toMatchObject({ code: 200, data: { outcome: 'credited' } });
    expect(await orderState(orderSn, token)).toBe('paid');
    const me = await profile(token);
    expect(me.money).toBe(30.5); // $25 + 20 % bonus + the VIP level 1 reward
    expect(me.last_recharge).toEqual({ order_sn: orderSn });
    const order = await app.database.pool.query(
      'select provider, provider_payment_id from payment_orders where order_sn = $1',
      [orderSn],
    );
    expect(order.rows[0]).toEqual({ provider: 'stripe', provider_payment_id: `pi_${orderSn}` });
  });

  it('refuses a tampered body, a missing, foreign or stale signature, and credits nothing', async () => {
    const { id, token } = await player();
    const { orderSn } = await stripeOrder(id, 10);
    const payload = sessionEvent(orderSn, { amountTotal: 1000 });
    const signature = sign(payload);
    const tampered = await deliver(payload.replace('"amount_total":1000', '"amount_total":100000'), signature);
    expect(tampered).toMatchObject({ status: 400, body: { code: 400, msg: 'Invalid signature' } });
    const wrongSecret = await deliver(payload, sign(payload, 'whsec_not_the_secret'));
    expect(wrongSecret).toMatchObject({ status: 400, body: { msg: 'Invalid signature' } });
    const unsigned = await deliver(payload, null);
    expect(unsigned).toMatchObject({ status: 400, body: { msg: 'Invalid signature' } });
    const stale = await deliver(payload, sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600));
    expect(stale).toMatchObject({ status: 400, body: { msg: 'Invalid signature' } });
    expect(await orderState(orderSn, token)).toBe('pending');
    expect((await profile(token)).money).toBe(0);
    const events = await app.database.pool.query('select count(*)::int as n from webhook_events where order_sn = $1', [
      orderSn,
    ]);
    expect(events.rows[0].n).toBe(0);
  });

  it('answers a signed event without its data (or with data that is not an object) as malformed, not as a bad signature', async () => {
    const { id, token } = await player();
    const { orderSn } = await stripeOrder(id, 10);
    const full = JSON.parse(sessionEvent(orderSn, { amountTotal: 1000 }));
    for (const data of [undefined, null, {}, { object: null }, { object: 'cs_test' }]) {
      const payload = JSON.stringify({ ...full, data });
      const answer = await deliver(payload);
      expect([data, answer]).toEqual([
        data,
        { status: 400, body: { code: 400, msg: 'The webhook event is malformed', data: null } },
      ]);
    }
    expect(await orderState(orderSn, token)).toBe('pending');
    expect((await profile(token)).money).toBe(0);
  });

  it('credits once when one event is delivered 20 times at once, and again later', async () => {
    const { id, token } = await player();
    const { orderSn } = await stripeOrder(id, 50);
    const payload = sessionEvent(orderSn, { amountTotal: 5000 });
    const signature = sign(payload);
    const outcomes = (await Promise.all(Array.from({ length: 20 }, () => deliver(payload, signature)))).map(
      (r) => r.body.data.outcome,
    );
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(19);
    expect((await profile(token)).money).toBe(61.5); // $50 + 20 % bonus + the rewards of VIP levels 1 and 2

    // Stripe retries later with a fresh signature; a second event for the same payment changes nothing either.
    expect((await deliver(payload)).body.data.outcome).toBe('duplicate');
    const another = sessionEvent(orderSn, { type: 'checkout.session.async_payment_succeeded', amountTotal: 5000 });
    expect((await deliver(another)).body.data.outcome).toBe('duplicate');
    expect((await profile(token)).money).toBe(61.5);
    const txs = await app.database.pool.query(
      `select count(*)::int as n from ledger_tx where kind = 'deposit' and ref_id = $1`,
      [orderSn],
    );
    expect(txs.rows[0].n).toBe(2); // the deposit and its bonus, once
  });

  it('cancels an expired session, and a late payment event for it credits nothing', async () => {
    const { id, token } = await player();
    const { orderSn } = await stripeOrder(id, 20);
    const expired = await deliver(
      sessionEvent(orderSn, {
        type: 'checkout.session.expired',
        amountTotal: 2000,
        paymentStatus: 'unpaid',
        intent: null,
      }),
    );
    expect(expired.body.data.outcome).toBe('cancelled');
    expect(await orderState(orderSn, token)).toBe('cancelled');
    const late = await deliver(sessionEvent(orderSn, { amountTotal: 2000 }));
    expect(late.body.data.outcome).toBe('ignored: order cancelled');
    expect((await profile(token)).money).toBe(0);
  });

  it('declines a failed delayed payment, and waits on a completed but unpaid session', async () => {
    const { id, token } = await player();
    const { orderSn } = await stripeOrder(id, 15);
    const unpaid = await deliver(sessionEvent(orderSn, { amountTotal: 1500, paymentStatus: 'unpaid' }));
    expect(unpaid.body.data.outcome).toBe('ignored');
    expect(await orderState(orderSn, token)).toBe('pending');
    const failed = await deliver(
      sessionEvent(orderSn, {
        type: 'checkout.session.async_payment_failed',
        amountTotal: 1500,
        paymentStatus: 'unpaid',
      }),
    );
    expect(failed.body.data.outcome).toBe('declined');
    expect(await orderState(orderSn, token)).toBe('declined');
    expect((await profile(token)).money).toBe(0);
  });

  it('does not credit a payment whose amount differs from the order', async () => {
    const { id, token } = await player();
    const { orderSn } = await stripeOrder(id, 40);
    const res = await deliver(sessionEvent(orderSn, { amountTotal: 500 }));
    expect(res.body.data.outcome).toBe('amount mismatch');
    expect(await orderState(orderSn, token)).toBe('pending');
    expect((await profile(token)).money).toBe(0);
  });

  it('ignores other event types and sessions it did not create', async () => {
    const other = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_x', object: 'payment_intent', amount: 100 } },
    });
    expect((await deliver(other)).body).toMatchObject({ code: 200, data: { outcome: 'ignored' } });
    const foreign = JSON.stringify({
      id: 'evt_foreign',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: { id: 'cs_x', object: 'checkout.session', payment_status: 'paid', amount_total: 100, metadata: {} },
      },
    });
    expect((await deliver(foreign)).body.data.outcome).toBe('ignored');
  });
});

describe('without Stripe keys', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await startTestApp({ trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] }, { CAPTCHA_MODE: 'off' });
  });
  afterAll(() => bare?.close());

  it('hides the Stripe method, refuses its orders and has no Stripe webhook', async () => {
    const us = await bare.request('/api/payment/methods?country=US');
    const ids = us.body.data.methods.map((m: { id: string }) => m.id);
    expect(ids).toContain('card');
    expect(ids).not.toContain('card-stripe');
    const token = await registerUser(bare, 'Nostripe', 'nostripe@example.com');
    const res = await bare.request('/api/system_shop/recharge', {
      method: 'POST',
      json: { amount: 25, payment_id: 'card-stripe', country: 'US' },
      headers: bearer(token),
    });
    expect(res.body).toMatchObject({ code: 422, msg: 'Order creation failed' });
    const orders = await bare.database.pool.query('select count(*)::int as n from payment_orders');
    expect(orders.rows[0].n).toBe(0);
    const payload = sessionEvent('DF000000000000000000', { amountTotal: 100 });
    const hook = await fetch(`${bare.url}/api/payments/webhook/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [STRIPE_SIGNATURE_HEADER]: sign(payload) },
      body: payload,
    });
    expect(hook.status).toBe(404);
    expect(await auditLedger(bare.database.pool)).toEqual([]);
  });
});
