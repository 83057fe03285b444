import { milli, roundToMilli } from '@dropforge/shared/domain';
import { loadImage } from '@napi-rs/canvas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser, userEdited } from '../../../test/auth';
import { deposit } from '../../../test/deposits';
import { until } from '../../../test/until';
import { createGiftCards, SANDBOX_SIGNATURE_HEADER, sandboxEvent, sandboxSecret, signSandbox } from '../payments';
import { auditLedger } from '../wallet';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] }, { CAPTCHA_MODE: 'off' });
});
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

let n = 0;
async function player(extension_code?: string) {
  n += 1;
  const name = `Ref${n}${Math.random().toString(36).slice(2, 6)}`;
  const token = await registerUser(app, name, `${name.toLowerCase()}@example.com`, 'hunter22', { extension_code });
  const me = (await app.request('/api/user', { headers: bearer(token) })).body.data;
  return { token, id: me.id as number, code: me.extension.extension_code as string, name };
}
type P = Awaited<ReturnType<typeof player>>;
const post = (p: P, path: string, json?: unknown) =>
  app.request(path, { method: 'POST', headers: bearer(p.token), ...(json === undefined ? {} : { json }) });
const spread = async (p: P) => (await app.request('/api/user/spread', { headers: bearer(p.token) })).body.data;
const money = async (p: P) => Number((await app.request('/api/user', { headers: bearer(p.token) })).body.data.money);

/** The sandbox processor's confirmation of an order, sent again (as a processor retrying would). */
async function confirmAgain(orderSn: string, amount: number) {
  const body = JSON.stringify(sandboxEvent(orderSn, 'pay', roundToMilli(amount)));
  return fetch(`${app.url}/api/payments/webhook/sandbox`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandbox(sandboxSecret(app.config.sessionPepper), body),
    },
    body,
  });
}

describe('binding a referrer', () => {
  it('binds at registration with a valid code and shows it in both profiles', async () => {
    const a = await player();
    const b = await player(a.code.toLowerCase());
    const me = (await app.request('/api/user', { headers: bearer(b.token) })).body.data;
    expect(me.parent).toEqual({ extension_code: a.code });
    expect(me.invite).toEqual({ apply: 1, proportion: 0.05 });
    const info = await spread(a);
    expect(info.users.total).toBe(1);
    expect(info.users.list[0]).toMatchObject({ name: `${b.name.slice(0, 2)}…`, deposited: false });
    const stranger = await player('NOSUCHCODE');
    expect((await app.request('/api/user', { headers: bearer(stranger.token) })).body.data.invite.apply).toBe(0);
  });

  it('binds once by POST /api/user/promotion, 20 parallel binds count once', async () => {
    const a = await player();
    const c = await player();
    const all = await Promise.all(Array.from({ length: 20 }, () => post(c, '/api/user/promotion', { code: a.code })));
    expect(all.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(all.filter((r) => r.body.code === 200)[0]!.body.data).toEqual({ code: a.code, proportion: 0.05 });
    expect(
      all.every((r) => r.body.code === 200 || r.body.msg === 'An invitation code is already bound to your account'),
    ).toBe(true);
    expect((await spread(a)).users.total).toBe(1);
  });

  it('refuses yourself, unknown codes, cycles and late binds, and changes nothing', async () => {
    const a = await player();
    const b = await player(a.code);
    expect((await post(a, '/api/user/promotion', { code: a.code })).body.msg).toBe(
      'You cannot use your own invitation code',
    );
    expect((await post(a, '/api/user/promotion', { code: 'ZZZZ9999' })).status).toBe(404);
    const cycle = await post(a, '/api/user/promotion', { code: b.code });
    expect(cycle.status).toBe(422);
    expect(cycle.body.msg).toBe('This player joined through your invitation, so their code cannot be yours');
    const old = await player();
    await app.database.pool.query(`update users set created_at = now() - interval '8 days' where id = $1`, [old.id]);
    await userEdited(app, old.id);
    expect((await post(old, '/api/user/promotion', { code: a.code })).body.msg).toBe(
      'An invitation code can only be bound within 7 days of registration',
    );
    expect((await spread(a)).users.total).toBe(1);
    for (const bad of [{}, { code: '' }, { code: 12 }])
      expect((await post(a, '/api/user/promotion', bad)).status).toBe(400);
  });

  it('two players binding to each other at once: one succeeds, no cycle', async () => {
    const x = await player();
    const y = await player();
    const [xy, yx] = await Promise.all([
      post(x, '/api/user/promotion', { code: y.code }),
      post(y, '/api/user/promotion', { code: x.code }),
    ]);
    expect([xy.body.code, yx.body.code].filter((c) => c === 200)).toHaveLength(1);
  });
});

describe('my code', () => {
  it('sets a custom code; reserved, taken and malformed codes are refused; old referrals stay', async () => {
    const a = await player();
    const b = await player(a.code);
    const custom = `MY${n}X${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
    const set = await post(a, '/api/user/build_spread', { code: custom.toLowerCase() });
    expect(set.body.data).toEqual({ code: custom, link: expect.stringMatching(new RegExp(`/r/${custom}$`)) });
    expect((await post(b, '/api/user/build_spread', { code: custom })).body.msg).toBe('This code is already taken');
    expect((await post(b, '/api/user/build_spread', { code: 'dropforge7' })).body.msg).toBe(
      'This code is reserved, please choose another',
    );
    expect((await post(b, '/api/user/build_spread', { code: 'ab' })).status).toBe(400);
    expect((await post(b, '/api/user/build_spread', { code: 'ab cd!' })).status).toBe(400);
    expect((await spread(a)).users.total).toBe(1);
    const c = await player(custom);
    expect((await app.request('/api/user', { headers: bearer(c.token) })).body.data.parent.extension_code).toBe(custom);
  });
});

describe('rebates', () => {
  it('earns the level share once per deposit whatever repeats, and the referred player gets the invitation bonus', async () => {
    const a = await player();
    const b = await player(a.code);
    const orderSn = await deposit(app, b.token, 100);
    // 100 + 20 % deposit bonus + 5 % invitation bonus + the VIP rewards of levels 1–3 (0.5 + 1 + 2).
    expect(
      await until(
        () => money(b),
        (m) => m === 128.5,
      ),
    ).toBe(128.5);
    await Promise.all(Array.from({ length: 10 }, () => confirmAgain(orderSn, 100)));
    const info = await until(
      () => spread(a),
      (s) => s.earnings > 0,
    );
    expect(info).toMatchObject({ earnings: 3, claimable: 3, deposits: 100, level: 2, proportion: 0.04 });
    expect(info.users.list[0].deposited).toBe(true);
    expect(info.by_day).toHaveLength(1);
    expect(await money(b)).toBe(128.5);
    const rows = await app.database.pool.query('select count(*)::int as n from referral_earnings where order_sn = $1', [
      orderSn,
    ]);
    expect(rows.rows[0].n).toBe(1);
    const notes = await until(
      async (): Promise<Array<{ content: { title: string } }>> =>
        (await app.request('/api/message/notifications?type=1', { headers: bearer(a.token) })).body.data.list,
      (l) => l.length > 0,
    );
    expect(notes.map((x) => x.content.title)).toEqual(['Referral rebate earned']);

    // The next deposit is priced at level 2 (4 %).
    await deposit(app, b.token, 50);
    expect(
      (
        await until(
          () => spread(a),
          (s) => s.earnings > 3,
        )
      ).earnings,
    ).toBe(5);
  });

  it('a rebate the bus missed is written by the sweep', async () => {
    const a = await player();
    const b = await player(a.code);
    const orderSn = await deposit(app, b.token, 10);
    await until(
      () => spread(a),
      (s) => s.earnings > 0,
    );
    await app.database.pool.query('delete from referral_earnings where order_sn = $1', [orderSn]);
    await app.affiliates.referrals.sweep(new Date(Date.now() - 60_000));
    expect((await spread(a)).earnings).toBe(0.3);
  });

  it('pays what is claimable once under 50 parallel claims', async () => {
    const a = await player();
    const b = await player(a.code);
    await deposit(app, b.token, 20);
    await until(
      () => spread(a),
      (s) => s.claimable > 0,
    );
    const before = await money(a);
    const all = await Promise.all(Array.from({ length: 50 }, () => post(a, '/api/user/spread/receive')));
    expect(all.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(all.filter((r) => r.body.code === 200)[0]!.body.data).toEqual({ amount: 0.6, claimable: 0 });
    expect(all.every((r) => r.body.code === 200 || r.body.msg === 'Nothing to claim yet')).toBe(true);
    expect(await money(a)).toBeCloseTo(before + 0.6, 3);
    expect((await spread(a)).claimable).toBe(0);
    const history = await app.request('/api/wallet/transactions?type=referral', { headers: bearer(a.token) });
    expect(history.body.data.list).toHaveLength(1);
  });
});

describe('the invitation bonus inside the deposit transaction', () => {
  it('a referred player racing 20 gift-card redemptions on a pool of 4 connections: one credit, no 503', async () => {
    // The bonus is read through the deposit's own transaction: a read on another pool connection while the copies of
    // the request hold every connection waiting for the card's row lock would starve the pool.
    const small = await startTestApp(
      { trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'], databasePoolMax: 4 },
      { CAPTCHA_MODE: 'off' },
    );
    try {
      const parent = await registerUser(small, 'PoolParent', 'poolparent@example.com');
      const code = (await small.request('/api/user', { headers: bearer(parent) })).body.data.extension.extension_code;
      const token = await registerUser(small, 'PoolKid', 'poolkid@example.com', 'hunter22', { extension_code: code });
      const [card] = await createGiftCards(small.database.db, small.config.sessionPepper, 1, milli(10_000));
      const all = await Promise.all(
        Array.from({ length: 20 }, () =>
          small.request('/api/system_shop/recharge', {
            method: 'POST',
            headers: bearer(token),
            json: { amount: 10, payment_id: 'giftcard', code: card },
          }),
        ),
      );
      expect(all.filter((r) => r.body.code === 200)).toHaveLength(1);
      expect(all.filter((r) => r.body.code !== 200 && r.body.msg !== 'Code already used').map((r) => r.body)).toEqual(
        [],
      );
      // $10, the 20 % bonus, the 5 % invitation bonus and the VIP level 1 reward.
      await until(
        async () => Number((await small.request('/api/user', { headers: bearer(token) })).body.data.money),
        (m) => m === 13,
      );
      expect(Number((await small.request('/api/user', { headers: bearer(token) })).body.data.money)).toBe(13);
      expect(await auditLedger(small.database.pool)).toEqual([]);
    } finally {
      await small.close();
    }
  });
});

describe('the invitation poster', () => {
  it("is a PNG of the player's code in their language; visitors get 401", async () => {
    const a = await player();
    const res = await fetch(`${app.url}/api/user/spread/poster`, { headers: { ...bearer(a.token), Language: 'de' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const image = await loadImage(Buffer.from(await res.arrayBuffer()));
    expect([image.width, image.height]).toEqual([720, 1080]);
    expect((await fetch(`${app.url}/api/user/spread/poster`)).status).toBe(401);
  });
});
