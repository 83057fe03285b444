import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { createManualClock } from '../../../test/clock';
import { deposit } from '../../../test/deposits';
import { createGiftCards } from '../payments';
import { auditLedger } from '../wallet';

const HOUR = 3_600_000;
const clock = createManualClock();
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(
    { trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] },
    { CAPTCHA_MODE: 'off' },
    { clock },
  );
});
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

let players = 0;
async function player() {
  players += 1;
  const name = `Lim${players}${Math.random().toString(36).slice(2, 6)}`;
  const token = await registerUser(app, name, `${name.toLowerCase()}@example.com`);
  const id: number = (await app.request('/api/user', { headers: bearer(token) })).body.data.id;
  return { token, id };
}
type P = Awaited<ReturnType<typeof player>>;
const post = (p: P, path: string, json: unknown) =>
  app.request(path, { method: 'POST', headers: bearer(p.token), json });
const limits = async (p: P) => (await app.request('/api/user/limits', { headers: bearer(p.token) })).body;
const recharge = (p: P, amount: number) =>
  post(p, '/api/system_shop/recharge', { amount, payment_id: 'card', country: 'US' });
const period = (body: { data: { deposit: Array<{ period: string }> } }, name: string) =>
  body.data.deposit.find((d) => d.period === name) as Record<string, unknown>;
const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

describe('deposit limits', () => {
  // Deposits are paid at the database's time: tests that pay run before the clock is moved on.
  it('counts gift cards as deposits: one over the limit is refused and stays unused', async () => {
    const p = await player();
    await post(p, '/api/user/limits', { deposit_day: 20 });
    const [big, small] = [
      ...(await createGiftCards(app.database.db, app.config.sessionPepper, 1, 25_000 as never)),
      ...(await createGiftCards(app.database.db, app.config.sessionPepper, 1, 15_000 as never)),
    ];
    const giftcard = (code?: string) =>
      post(p, '/api/system_shop/recharge', { amount: 15, payment_id: 'giftcard', code, country: 'US' });
    expect((await giftcard(big)).body).toMatchObject({ code: 422, data: { period: 'day', remaining: 20 } });
    expect((await giftcard(small)).body.code).toBe(200);
    expect((await giftcard(big)).body).toMatchObject({ code: 422, data: { period: 'day', remaining: 5 } });
    const cards = await app.database.pool.query(`select state from gift_cards order by amount desc`);
    expect(cards.rows.map((r) => r.state)).toEqual(['active', 'redeemed']);
    await post(p, '/api/user/cool_off', { hours: 24 });
    expect((await giftcard(big)).body).toMatchObject({ code: 403, data: { reason: 'cool_off' } });
  });

  it('refuses a deposit over the limit with what is still allowed and when the window resets', async () => {
    const p = await player();
    expect((await post(p, '/api/user/limits', { deposit_day: 50, deposit_week: 70 })).body.code).toBe(200);
    await deposit(app, p.token, 30);
    const paidAt = (
      await app.database.pool.query(`select paid_at from payment_orders where user_id = $1 and state = 'paid'`, [p.id])
    ).rows[0].paid_at as Date;
    const resets = new Date(paidAt.getTime() + 24 * HOUR).toISOString();

    const refused = await recharge(p, 25);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      code: 422,
      msg: `This deposit exceeds your daily limit: you can deposit $20 more until ${utc(resets)}`,
      data: { reason: 'deposit_limit', period: 'day', remaining: 20, until: resets },
    });
    // In the player's language.
    const de = await app.request('/api/system_shop/recharge', {
      method: 'POST',
      headers: { ...bearer(p.token), Language: 'de' },
      json: { amount: 25, payment_id: 'card', country: 'US' },
    });
    expect(de.body.msg).toBe(
      `Diese Einzahlung überschreitet dein Tageslimit: Du kannst bis ${utc(resets)} noch $20 einzahlen`,
    );
    const day = period(await limits(p), 'day');
    expect(day).toMatchObject({ limit: 50, used: 30, remaining: 20, resets_at: resets, pending: null });

    await deposit(app, p.token, 20); // exactly up to the limit
    const full = await recharge(p, 5);
    expect(full.body.data).toMatchObject({ reason: 'deposit_limit', period: 'day', remaining: 0 });

    // A day later the daily window is empty again, but the weekly one holds 50 of 70.
    clock.advance(24 * HOUR + 60_000);
    const week = await recharge(p, 25);
    expect(week.body).toMatchObject({ code: 422, data: { reason: 'deposit_limit', period: 'week', remaining: 20 } });
    expect(week.body.msg).toMatch(/^This deposit exceeds your weekly limit: you can deposit \$20 more until /);
    expect((await recharge(p, 20)).body.code).toBe(200); // an order (not paid): allowed
    const orders = await app.database.pool.query(`select count(*)::int as n from payment_orders where user_id = $1`, [
      p.id,
    ]);
    expect(orders.rows[0].n).toBe(3);
  });

  it('applies a decrease at once and an increase or removal only after 24 hours (the injected clock)', async () => {
    const p = await player();
    expect(period(await limits(p), 'week')).toMatchObject({ limit: null, remaining: null, pending: null });
    // A first limit is a decrease: at once.
    let body = (await post(p, '/api/user/limits', { deposit_week: 100 })).body;
    expect(period(body, 'week')).toMatchObject({ limit: 100, used: 0, remaining: 100, pending: null });
    // Lower: at once.
    body = (await post(p, '/api/user/limits', { deposit_week: 40.5 })).body;
    expect(period(body, 'week')).toMatchObject({ limit: 40.5, pending: null });
    // Higher: waits 24 hours.
    const asked = clock.now();
    body = (await post(p, '/api/user/limits', { deposit_week: 200 })).body;
    const effective = new Date(asked + 24 * HOUR).toISOString();
    expect(period(body, 'week')).toMatchObject({ limit: 40.5, pending: { limit: 200, effective_at: effective } });
    expect(body.data.increase_hours).toBe(24);
    // Asking again for the pending value keeps its time.
    clock.advance(HOUR);
    body = (await post(p, '/api/user/limits', { deposit_week: 200 })).body;
    expect(period(body, 'week')).toMatchObject({ pending: { limit: 200, effective_at: effective } });
    expect((await recharge(p, 41)).body.data).toMatchObject({ period: 'week', remaining: 40.5 });

    clock.advance(23 * HOUR - 1);
    expect(period(await limits(p), 'week')).toMatchObject({ limit: 40.5 });
    clock.advance(1);
    expect(period(await limits(p), 'week')).toMatchObject({ limit: 200, pending: null });
    expect((await recharge(p, 41)).body.code).toBe(200);

    // Removing (null) is an increase: 24 hours; a decrease meanwhile drops the pending removal.
    body = (await post(p, '/api/user/limits', { deposit_week: null, deposit_day: 10 })).body;
    expect(period(body, 'week')).toMatchObject({ limit: 200, pending: { limit: null } });
    expect(period(body, 'day')).toMatchObject({ limit: 10, pending: null });
    body = (await post(p, '/api/user/limits', { deposit_week: 150 })).body;
    expect(period(body, 'week')).toMatchObject({ limit: 150, pending: null });
    body = (await post(p, '/api/user/limits', { deposit_week: null })).body;
    clock.advance(24 * HOUR);
    expect(period(await limits(p), 'week')).toMatchObject({ limit: null, remaining: null, pending: null });
  });

  it('answers bad input with 4xx and changes nothing', async () => {
    const p = await player();
    for (const json of [
      {},
      { deposit_day: -5 },
      { deposit_day: 0 },
      { deposit_day: 1.0001 },
      { deposit_day: 'ten' },
      { deposit_year: 5 },
      { deposit_week: 1e12 },
    ]) {
      const res = await post(p, '/api/user/limits', json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.code).toBe(400);
    }
    for (const hours of [23, 1009, 24.5, '48', null]) {
      expect((await post(p, '/api/user/cool_off', { hours })).status, String(hours)).toBe(400);
    }
    for (const months of [1, 3, 24, -6, '6', null]) {
      expect((await post(p, '/api/user/self_exclusion', { months })).status, String(months)).toBe(400);
    }
    expect(await limits(p)).toMatchObject({ data: { block: null } });
    expect((await limits(p)).data.deposit.every((d: { limit: unknown }) => d.limit === null)).toBe(true);
    expect((await app.request('/api/user/limits')).body).toMatchObject({ code: 401 });
    expect((await app.request('/api/user/cool_off', { method: 'POST', json: { hours: 24 } })).status).toBe(401);
  });

  it('keeps 20 parallel limit changes consistent (each one sees the one before)', async () => {
    const p = await player();
    await post(p, '/api/user/limits', { deposit_day: 500 });
    const values = Array.from({ length: 20 }, (_, i) => 100 + i * 7);
    const answers = await Promise.all(values.map((v) => post(p, '/api/user/limits', { deposit_day: v })));
    expect(answers.map((a) => a.body.code)).toEqual(values.map(() => 200));
    // Whatever the order, the lowest asked applies and nothing higher than what was in force ever did.
    const day = period(await limits(p), 'day');
    expect(day.limit).toBe(100);
    const pending = day.pending as { limit: number } | null;
    if (pending) expect(values).toContain(pending.limit);
    const rows = await app.database.pool.query('select count(*)::int as n from player_limits where user_id = $1', [
      p.id,
    ]);
    expect(rows.rows[0].n).toBe(1);
  });
});

describe('cool-off and self-exclusion', () => {
  it('blocks deposits at once with why and until when; cannot be shortened or lifted; a longer one extends', async () => {
    const p = await player();
    const start = clock.now();
    const res = await post(p, '/api/user/cool_off', { hours: 48 });
    const until = new Date(start + 48 * HOUR).toISOString();
    expect(res.body).toMatchObject({ code: 200, data: { block: { kind: 'cool_off', until } } });
    const refused = await recharge(p, 10);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 403,
      msg: `You are taking a break: deposits and games are paused until ${utc(until)}`,
      data: { reason: 'cool_off', until },
    });
    const shorter = await post(p, '/api/user/cool_off', { hours: 24 });
    expect(shorter.body).toMatchObject({
      code: 409,
      msg: `A break is already running until ${utc(until)}: it cannot be shortened or lifted early`,
      data: { reason: 'cool_off', until },
    });
    expect((await post(p, '/api/user/cool_off', { hours: 48 })).body.code).toBe(409);
    // Longer: a self-exclusion of 6 months replaces it.
    const ex = await post(p, '/api/user/self_exclusion', { months: 6 });
    expect(ex.body.data.block).toMatchObject({ kind: 'self_exclusion' });
    const exUntil: string = ex.body.data.block.until;
    expect(new Date(exUntil).getUTCMonth()).toBe((new Date(start).getUTCMonth() + 6) % 12);
    expect((await recharge(p, 10)).body).toMatchObject({
      code: 403,
      msg: `You have excluded yourself: deposits and games are closed until ${utc(exUntil)}`,
      data: { reason: 'self_exclusion', until: exUntil },
    });
    expect((await post(p, '/api/user/cool_off', { hours: 1008 })).body.code).toBe(409);
    // Permanent: for ever.
    expect((await post(p, '/api/user/self_exclusion', { months: 0 })).body.data.block).toMatchObject({ until: null });
    expect((await recharge(p, 10)).body).toMatchObject({
      code: 403,
      msg: 'You have excluded yourself permanently: deposits and games are closed',
      data: { reason: 'self_exclusion', until: null },
    });
    expect((await post(p, '/api/user/self_exclusion', { months: 60 })).body).toMatchObject({
      code: 409,
      msg: 'Your self-exclusion is permanent: it cannot be lifted',
    });
    expect((await limits(p)).data.block).toMatchObject({ kind: 'self_exclusion', until: null });
  });

  it('20 parallel cool-offs: the longest wins, none shortens it', async () => {
    const p = await player();
    const start = clock.now();
    const hours = Array.from({ length: 20 }, (_, i) => 24 + i * 10);
    const answers = await Promise.all(hours.map((h) => post(p, '/api/user/cool_off', { hours: h })));
    for (const a of answers) expect([200, 409]).toContain(a.body.code);
    expect((await limits(p)).data.block.until).toBe(new Date(start + Math.max(...hours) * HOUR).toISOString());
  });

  it('ends by itself when its time is over (the injected clock)', async () => {
    const p = await player();
    await post(p, '/api/user/cool_off', { hours: 24 });
    expect((await recharge(p, 10)).status).toBe(403);
    clock.advance(24 * HOUR);
    expect((await limits(p)).data.block).toBeNull();
    expect((await recharge(p, 10)).body.code).toBe(200);
  });
});
