import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app';
import { bearer, registerUser } from '../test/auth';
import { SANDBOX_SIGNATURE_HEADER, sandboxSecret, signSandbox } from './modules/payments';

// Issue 16, defect 4: each of these answered 500. Each must answer a 4xx envelope and change nothing.
const WEBHOOK_SECRET = 'whsec_bad_input';
let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await startTestApp(
    {},
    { CAPTCHA_MODE: 'off', STRIPE_SECRET_KEY: 'sk_test_dummy', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
  );
  token = await registerUser(app, 'Mallory', 'mallory@example.com');
});
afterAll(() => app?.close());

/** Rows of every table these requests could touch, and the player's own row. */
async function snapshot() {
  const { rows } = await app.database.pool.query(`select
    (select count(*)::int from payment_orders) as orders,
    (select count(*)::int from webhook_events) as webhooks,
    (select row_to_json(u)::text from users u where email = 'mallory@example.com') as player`);
  return rows[0];
}

function expectEnvelope(res: { status: number; body: any }, statuses: number[]) {
  expect(statuses).toContain(res.status);
  expect(res.body.code).toBe(res.status);
  expect(res.body).toHaveProperty('data');
  expect(typeof res.body.msg).toBe('string');
  expect(res.body.msg.length).toBeGreaterThan(0);
}

const cases: [string, () => Promise<{ status: number; body: any }>, number[], RegExp][] = [
  [
    'a recharge of more than 9.007e12',
    () =>
      app.request('/api/system_shop/recharge', {
        method: 'POST',
        json: { amount: 9.1e12, payment_id: 'card', country: 'US' },
        headers: bearer(token),
      }),
    [400, 422],
    /amount/,
  ],
  [
    'an empty profile update',
    () => app.request('/api/user/update', { method: 'POST', json: {}, headers: bearer(token) }),
    [400],
    /name or an avatar/,
  ],
  ['an article id beyond int4', () => app.request('/api/article/2147483648'), [400, 404], /.+/],
  ['a page slug with a NUL byte', () => app.request('/api/page/%00'), [400, 404], /slug/],
  ['an upgrade search with a NUL byte', () => app.request('/api/upgrade/targets?name=%00'), [400], /name/],
  [
    'a signed sandbox webhook whose id is an array',
    () => {
      const body = JSON.stringify({
        id: ['evt_1', 'evt_2'],
        type: 'payment.succeeded',
        data: { order_sn: 'DFNOSUCHORDER1', payment_id: 'sbx_x', amount_paid: 5000 },
      });
      const secret = sandboxSecret(app.config.sessionPepper);
      return app.request('/api/payments/webhook/sandbox', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandbox(secret, body) },
        body,
      });
    },
    [400],
    /webhook/i,
  ],
  [
    'a signed Stripe webhook whose id is an array',
    () => {
      const body = JSON.stringify({
        id: ['evt_1', 'evt_2'],
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: 'cs_test_1',
            object: 'checkout.session',
            payment_status: 'paid',
            currency: 'usd',
            amount_total: 500,
            payment_intent: 'pi_1',
            client_reference_id: 'DFNOSUCHORDER1',
            metadata: { order_sn: 'DFNOSUCHORDER1' },
          },
        },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
      return app.request('/api/payments/webhook/stripe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
      });
    },
    [400],
    /webhook/i,
  ],
];

describe('bad input answers a clear 4xx and changes nothing', () => {
  for (const [name, send, statuses, text] of cases) {
    it(name, async () => {
      const before = await snapshot();
      const res = await send();
      expectEnvelope(res, statuses);
      expect(res.body.msg).toMatch(text);
      expect(await snapshot()).toEqual(before);
    });
  }

  it('answers in the request language', async () => {
    const res = await app.request('/api/upgrade/targets?name=%00', { headers: { language: 'de' } });
    expect(res.status).toBe(400);
    expect(res.body.msg).not.toBe((await app.request('/api/upgrade/targets?name=%00')).body.msg);
  });
});

describe('numbers in bodies are numbers (issue 16, defect 6d)', () => {
  for (const [path, json] of [
    ['/api/system_shop/sell', { knapsack_id: [true] }],
    ['/api/system_shop/extract', { knapsack_id: [true] }],
    ['/api/upgrade', { knapsack_id: [], amount: 1.0000000001, target_id: 1, direction: 'under' }],
  ] as const) {
    it(`${path} refuses ${JSON.stringify(json)}`, async () => {
      const before = await snapshot();
      const res = await app.request(path, { method: 'POST', json, headers: bearer(token) });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(400);
      expect(await snapshot()).toEqual(before);
    });
  }
});

describe('bodies in another charset are refused (issue 16, defect 6e)', () => {
  const update = (contentType: string, name: string) =>
    app.request('/api/user/update', {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': contentType },
      body: JSON.stringify({ name }),
    });

  for (const charset of ['utf-16', 'UTF-16LE', 'iso-8859-1', '"utf-16"']) {
    it(`refuses charset=${charset} and changes nothing`, async () => {
      const before = await snapshot();
      const res = await update(`application/json; charset=${charset}`, 'Renamed');
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ code: 415, msg: 'Please send the request body as UTF-8' });
      expect(await snapshot()).toEqual(before);
    });
  }

  it('takes UTF-8, declared or not', async () => {
    expect((await update('application/json; charset=utf-8', 'Mallory2')).status).toBe(200);
    expect((await update('application/json; charset="UTF-8"', 'Mallory3')).status).toBe(200);
    expect((await update('application/json', 'Mallory')).status).toBe(200);
  });
});
