import type { OpsRole } from '@dropforge/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../../../test/auth';
import { deposit } from '../../../test/deposits';
import { until } from '../../../test/until';
import { endOverrides } from '../catalog';
import { auditLedger } from '../wallet';
import { type OpsKit, startOpsKit } from './ops.test-kit';

let kit: OpsKit;
let app: OpsKit['app'];
let clock: OpsKit['clock'];
let made: OpsKit['made'];
let player: { token: string; id: number };

const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => kit.q<T>(text, params);
const ops = (
  path: string,
  token: string | undefined,
  init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
) =>
  app.request(path, { ...init, headers: { ...(token ? bearer(token) : {}), ...init.headers } } as RequestInit & {
    json?: unknown;
  });
const post = (path: string, token: string | undefined, json?: unknown, headers: Record<string, string> = {}) =>
  ops(path, token, { method: 'POST', json: json ?? {}, headers });
const lastAudit = () => kit.lastAudit();
const code = (secret: string) => kit.code(secret);
const operator = (role: OpsRole) => kit.operator(role);

beforeAll(async () => {
  kit = await startOpsKit();
  ({ app, clock, made } = kit);
  const token = await registerUser(app, 'OpsPlayer', 'opsplayer@example.com');
  player = { token, id: (await app.request('/api/user', { headers: bearer(token) })).body.data.id };
}, 60_000);
afterAll(async () => {
  await kit?.close();
});

describe('operator sign-in', () => {
  it('needs the password and the current code; a code works once', async () => {
    const o = made.support!;
    const wrong = await post('/api/ops/login', undefined, { email: o.email, password: o.password, totp: '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.msg).toBe('Wrong e-mail, password or code');
    const totp = code(o.secret);
    const noPassword = await post('/api/ops/login', undefined, { email: o.email, password: 'guess', totp });
    expect(noPassword.status).toBe(401);
    const ok = await post('/api/ops/login', undefined, { email: o.email, password: o.password, totp });
    expect(ok.body.code).toBe(200);
    expect(ok.body.data.token).toMatch(/^ops_/);
    expect(ok.body.data.operator).toMatchObject({ role: 'support', areas: ['players', 'withdrawals'] });
    const replay = await post('/api/ops/login', undefined, { email: o.email, password: o.password, totp });
    expect(replay.status).toBe(401);
    o.token = ok.body.data.token;
    expect((await lastAudit()).action).toBe('login');
  });

  it('locks the account for 15 minutes after five wrong codes, even with the right one after', async () => {
    const locked = await app.ops.operators.create('locked@ops.example.com', 'support');
    const tries = await Promise.all(
      Array.from({ length: 5 }, () =>
        post('/api/ops/login', undefined, { email: locked.operator.email, password: locked.password, totp: '123456' }),
      ),
    );
    expect(tries.map((t) => t.status).sort()).toEqual([401, 401, 401, 401, 429]);
    const right = await post('/api/ops/login', undefined, {
      email: locked.operator.email,
      password: locked.password,
      totp: code(locked.secret),
    });
    expect(right.status).toBe(429);
    expect(right.body.msg).toBe('Too many failed sign-ins: try again in 15 minutes');
    clock.advance(15 * 60_000);
    const later = await post('/api/ops/login', undefined, {
      email: locked.operator.email,
      password: locked.password,
      totp: code(locked.secret),
    });
    expect(later.body.code).toBe(200);
  });

  it('never crosses with player sessions, and sessions expire and can be revoked', async () => {
    const admin = await operator('admin');
    expect((await ops('/api/ops/me', player.token)).status).toBe(401);
    expect((await ops('/api/ops/me', undefined)).body.msg).toBe('Operator sign-in required');
    const asPlayer = await app.request('/api/user', { headers: bearer(admin) });
    expect(asPlayer.status).toBe(401);
    expect((await ops('/api/ops/me', admin)).body.data).toMatchObject({
      email: 'admin@ops.example.com',
      role: 'admin',
    });

    const o = made.finance!;
    const first = (
      await post('/api/ops/login', undefined, { email: o.email, password: o.password, totp: code(o.secret) })
    ).body.data.token;
    const second = (
      await post('/api/ops/login', undefined, { email: o.email, password: o.password, totp: code(o.secret) })
    ).body.data.token;
    const sessions = (await ops('/api/ops/sessions', second)).body.data.list;
    expect(sessions).toHaveLength(2);
    const other = sessions.find((s: { current: boolean }) => !s.current);
    expect((await post(`/api/ops/sessions/${other.id}/revoke`, second)).body.code).toBe(200);
    expect((await ops('/api/ops/me', first)).status).toBe(401);
    clock.advance(13 * 3_600_000);
    expect((await ops('/api/ops/me', second)).status).toBe(401);
    for (const o of Object.values(made)) o.token = undefined;
  });
});

describe('permissions', () => {
  it('refuses an area outside the role, and never changes anything', async () => {
    const support = await operator('support');
    const content = await operator('content');
    expect((await ops('/api/ops/cases', support)).status).toBe(403);
    expect((await ops('/api/ops/cases', support)).body.msg).toBe('Your role does not allow this');
    expect((await ops('/api/ops/payments', content)).status).toBe(403);
    expect((await ops('/api/ops/audit', support)).status).toBe(403);
    expect((await ops('/api/ops/reports/daily', support)).status).toBe(403);
    const before = await q('select count(*)::int as n from ledger_tx');
    const refused = await post(`/api/ops/players/${player.id}/adjust`, content, {
      currency: 'money',
      amount: 5,
      reason: 'not mine',
    });
    expect(refused.status).toBe(403);
    expect(await q('select count(*)::int as n from ledger_tx')).toEqual(before);
  });
});

describe('cases', () => {
  let goodsIds: number[];

  it('designs a case to a target RTP with its figures and a 100 000-opening run', async () => {
    const content = await operator('content');
    const goods = (await ops('/api/ops/goods?q=&limit=8', content)).body.data.list;
    expect(goods.length).toBeGreaterThanOrEqual(4);
    goodsIds = goods.slice(0, 6).map((g: { id: number }) => g.id);
    const cheapest = Math.min(...goods.slice(0, 6).map((g: { price: number }) => g.price));
    const dearest = Math.max(...goods.slice(0, 6).map((g: { price: number }) => g.price));
    const price = Math.round(((cheapest + dearest) / 2) * 100) / 100;
    const res = await post('/api/ops/cases/design', content, { goods_ids: goodsIds, price, target_rtp: 0.92 });
    expect(res.body.code).toBe(200);
    const d = res.body.data;
    expect(Math.abs(d.rtp / 0.92 - 1)).toBeLessThanOrEqual(0.001);
    expect(d.house_edge).toBeCloseTo(1 - d.rtp, 6);
    expect(d.items.reduce((s: number, i: { tickets: number }) => s + i.tickets, 0)).toBe(100_000_000);
    expect(d.expected_value).toBeCloseTo(price * d.rtp, 1);
    expect(d.curve).toHaveLength(101);
    expect(d.curve.at(-1).n).toBe(100_000);
    expect(d.volatility).toBeGreaterThan(0);
    // The simulated run's profit is what its own RTP says.
    expect(Math.abs(d.curve.at(-1).profit - 100_000 * price * (1 - d.simulated_rtp))).toBeLessThan(
      100_000 * price * 2e-6,
    );
    const far = await post('/api/ops/cases/design', content, {
      goods_ids: goodsIds,
      price: dearest * 10,
      target_rtp: 0.92,
    });
    expect(far.status).toBe(422);
    const unknown = await post('/api/ops/cases/design', content, {
      goods_ids: [goodsIds[0], 999_999_999],
      price,
      target_rtp: 0.92,
    });
    expect(unknown.status).toBe(404);
    expect(
      (await post('/api/ops/cases/design', content, { goods_ids: goodsIds, price: 'x', target_rtp: 0.92 })).status,
    ).toBe(400);
  });

  it('saves a draft, publishes it frozen, switches it on, and an edit makes a new version', async () => {
    const content = await operator('content');
    const goods = (await ops('/api/ops/goods?q=&limit=8', content)).body.data.list.slice(0, 6);
    const price = Math.round(((goods[0].price + goods.at(-1).price) / 2) * 100) / 100;
    const body = { id: 'ops-test-case', name: 'Ops Test Case', goods_ids: goodsIds, price, target_rtp: 0.92 };
    const draft = await post('/api/ops/cases', content, body);
    expect(draft.body.data).toMatchObject({ id: 'ops-test-case', source: 'designed', state: 'draft', enabled: false });
    expect(await lastAudit()).toMatchObject({
      action: 'case.create',
      target: 'case:ops-test-case',
      operator_email: 'content@ops.example.com',
    });
    expect((await post('/api/ops/cases', content, body)).status).toBe(409);
    expect((await post('/api/ops/cases', content, { ...body, id: 'test-pistols' })).status).toBe(409);
    expect((await post('/api/ops/cases/ops-test-case/state', content, { enabled: true })).status).toBe(409);

    const published = await post('/api/ops/cases/ops-test-case/publish', content);
    expect(published.body.data).toMatchObject({ state: 'published', version: 1, enabled: false, draft_pending: false });
    const v1 = published.body.data.contents_hash as string;
    expect(
      (
        await app.request('/api/box/ops-test-case/open', {
          method: 'POST',
          json: { number: 1 },
          headers: bearer(player.token),
        })
      ).status,
    ).toBe(422);
    const on = await post('/api/ops/cases/ops-test-case/state', content, { enabled: true });
    expect(on.body.data.enabled).toBe(true);
    expect(await lastAudit()).toMatchObject({
      action: 'case.state',
      before: { enabled: false },
      after: { enabled: true },
    });
    const box = (await app.request('/api/box/ops-test-case')).body.data;
    expect(box.contents_hash).toBe(v1);
    expect(box.rtp).toBeCloseTo(0.92, 2);

    const detail = (await ops('/api/ops/cases/ops-test-case', content)).body.data;
    expect(detail).toMatchObject({
      id: 'ops-test-case',
      draft: { name: 'Ops Test Case', goods_ids: goodsIds, price, target_rtp: 0.92 },
    });
    expect((await ops('/api/ops/cases/test-pistols', content)).body.data).toMatchObject({
      source: 'site',
      draft: null,
    });
    const edited = await post('/api/ops/cases/ops-test-case', content, { ...body, id: undefined, target_rtp: 0.9 });
    expect(edited.body.data).toMatchObject({ version: 1, draft_pending: true, contents_hash: v1 });
    expect((await app.request('/api/box/ops-test-case')).body.data.contents_hash).toBe(v1);
    const v2 = await post('/api/ops/cases/ops-test-case/publish', content);
    expect(v2.body.data).toMatchObject({ version: 2, draft_pending: false });
    expect(v2.body.data.contents_hash).not.toBe(v1);
    expect((await post('/api/ops/cases/ops-test-case/publish', content)).status).toBe(409);
    const versions = (await app.request('/api/box/versions?box_id=ops-test-case')).body.data.list.map(
      (v: { hash: string }) => v.hash,
    );
    expect(versions).toEqual(expect.arrayContaining([v1, v2.body.data.contents_hash]));
    // A content case cannot be edited here, only switched.
    expect((await post('/api/ops/cases/test-pistols', content, { ...body, id: undefined })).status).toBe(404);
  });

  it('schedules a case: closed before its window, open inside it', async () => {
    const content = await operator('content');
    const from = new Date(clock.now() + 3_600_000).toISOString();
    const res = await post('/api/ops/cases/test-pistols/state', content, { enabled: true, available_from: from });
    expect(res.body.data).toMatchObject({ enabled: false, available_from: from });
    expect(
      (await app.request('/api/box')).body.data.list.flatMap((c: { list: { id: string }[] }) =>
        c.list.map((b) => b.id),
      ),
    ).not.toContain('test-pistols');
    const back = await post('/api/ops/cases/test-pistols/state', content, { enabled: true, available_from: null });
    expect(back.body.data.enabled).toBe(true);
  });
});

describe('catalogue and prices', () => {
  it('shows the price source, overrides a price until it ends, and the import and refresh leave it alone', async () => {
    const content = await operator('content');
    const status = (await ops('/api/ops/catalog', content)).body.data;
    expect(status.goods).toBeGreaterThan(10);
    expect(Object.values(status.by_source).reduce((a: number, b) => a + (b as number), 0)).toBe(status.goods);
    expect((await ops('/api/ops/catalog', await operator('support'))).status).toBe(403);
    const box = (await app.request('/api/box/test-pistols')).body.data;
    const target = box.items[0].goods;
    const [before] = await q<{ price: string; price_source: string }>(
      'select price::text, price_source from goods where id = $1',
      [target.id],
    );
    const until = new Date(clock.now() + 3 * 86_400_000).toISOString();
    const set = await post('/api/ops/catalog/overrides', content, {
      goods_id: target.id,
      price: 1234.5,
      reason: 'market glitch',
      expires_at: until,
    });
    expect(set.body.code).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'price.override',
      target: `goods:${target.id}`,
      after: { price: 1234.5, source: 'override' },
    });
    expect((await q<{ price: string }>('select price::text from goods where id = $1', [target.id]))[0]!.price).toBe(
      '1234500',
    );
    // The case is priced from it at once (EV ÷ RTP), on this instance and through the bus on others.
    expect(Number((await app.request('/api/box/test-pistols')).body.data.price)).toBeGreaterThan(Number(box.price));
    await app.catalog.import({ categories: ['pistol'] });
    expect(
      (
        await q<{ price: string; price_source: string }>('select price::text, price_source from goods where id = $1', [
          target.id,
        ])
      )[0],
    ).toEqual({
      price: '1234500',
      price_source: 'override',
    });
    const listed = (await ops('/api/ops/catalog', content)).body.data.overrides;
    expect(listed).toEqual([
      expect.objectContaining({
        goods_id: target.id,
        price: 1234.5,
        previous_price: Number(before!.price) / 1000,
        reason: 'market glitch',
      }),
    ]);

    const removed = await post(`/api/ops/catalog/overrides/${target.id}/remove`, content, { reason: 'glitch over' });
    expect(removed.body.code).toBe(200);
    expect((await q('select price::text, price_source from goods where id = $1', [target.id]))[0]).toEqual(before);
    expect((await post(`/api/ops/catalog/overrides/${target.id}/remove`, content, { reason: 'again' })).status).toBe(
      404,
    );

    const far = new Date(clock.now() + 91 * 86_400_000).toISOString();
    expect(
      (
        await post('/api/ops/catalog/overrides', content, {
          goods_id: target.id,
          price: 1,
          reason: 'too long',
          expires_at: far,
        })
      ).status,
    ).toBe(422);
    const past = new Date(clock.now() - 60_000).toISOString();
    expect(
      (
        await post('/api/ops/catalog/overrides', content, {
          goods_id: target.id,
          price: 1,
          reason: 'ended',
          expires_at: past,
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await post('/api/ops/catalog/overrides', content, {
          goods_id: 999_999_999,
          price: 1,
          reason: 'nothing',
          expires_at: until,
        })
      ).status,
    ).toBe(404);
  });

  it('gives an item its price back when the override expires', async () => {
    const content = await operator('content');
    const [item] = await q<{ id: number; price: string; price_source: string }>(
      `select id, price::text, price_source from goods where price_source <> 'override' order by id limit 1`,
    );
    const soon = new Date(clock.now() + 60_000).toISOString();
    const set = await post('/api/ops/catalog/overrides', content, {
      goods_id: item!.id,
      price: 2,
      reason: 'short promo',
      expires_at: soon,
    });
    expect(set.body.code).toBe(200);
    const ended = await app.database.withTx((tx) => endOverrides(tx, { expiredAt: clock.now() + 120_000 }));
    expect(ended.map((e) => e.goods_id)).toContain(item!.id);
    expect((await q('select price::text, price_source from goods where id = $1', [item!.id]))[0]).toEqual({
      price: item!.price,
      price_source: item!.price_source,
    });
  });
});

describe('players', () => {
  it('finds a player by e-mail or id and shows the account', async () => {
    const support = await operator('support');
    const found = (await ops('/api/ops/players?q=opsplayer@', support)).body.data;
    expect(found.list[0]).toMatchObject({ id: player.id, email: 'opsplayer@example.com' });
    expect((await ops(`/api/ops/players?q=${player.id}`, support)).body.data.list[0].id).toBe(player.id);
    const detail = (await ops(`/api/ops/players/${player.id}`, support)).body.data;
    expect(detail).toMatchObject({ id: player.id, flagged: false, responsible: { state: 'none' } });
    expect(detail.sessions.length).toBeGreaterThan(0);
    expect((await ops('/api/ops/players/999999', support)).status).toBe(404);
    expect((await ops('/api/ops/players?q=', support)).status).toBe(400);
  });

  it('adjusts a balance with its audit entry; a debit beyond the balance changes nothing', async () => {
    const support = await operator('support');
    const credit = await post(`/api/ops/players/${player.id}/adjust`, support, {
      currency: 'money',
      amount: '12.5',
      reason: 'goodwill credit',
    });
    expect(credit.body.data.balance).toBe(12.5);
    expect(await lastAudit()).toMatchObject({
      action: 'player.adjust',
      target: `user:${player.id}`,
      before: { currency: 'money', balance: 0 },
      after: { currency: 'money', balance: 12.5, amount: 12.5, reason: 'goodwill credit' },
    });
    const debit = await post(`/api/ops/players/${player.id}/adjust`, support, {
      currency: 'money',
      amount: -2.5,
      reason: 'correction',
    });
    expect(debit.body.data.balance).toBe(10);
    const audits = await q('select count(*)::int as n from ops_audit');
    const tooMuch = await post(`/api/ops/players/${player.id}/adjust`, support, {
      currency: 'money',
      amount: -100,
      reason: 'too much',
    });
    expect(tooMuch.status).toBe(422);
    expect(await q('select count(*)::int as n from ops_audit')).toEqual(audits);
    expect(
      (await post(`/api/ops/players/${player.id}/adjust`, support, { currency: 'money', amount: 0, reason: 'zero' }))
        .status,
    ).toBe(400);
    expect(
      (await post(`/api/ops/players/${player.id}/adjust`, support, { currency: 'gold', amount: 1, reason: 'bad' }))
        .status,
    ).toBe(400);
    expect(
      (await post(`/api/ops/players/${player.id}/adjust`, support, { currency: 'money', amount: 1, reason: '' }))
        .status,
    ).toBe(400);
  });

  it('posts one adjustment for 30 parallel requests with one Idempotency-Key', async () => {
    const support = await operator('support');
    const key = 'ops-race-key-0001';
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        post(
          `/api/ops/players/${player.id}/adjust`,
          support,
          { currency: 'money', amount: 1, reason: 'race credit' },
          { 'Idempotency-Key': key },
        ),
      ),
    );
    expect(answers.some((a) => a.body.code === 200)).toBe(true);
    for (const a of answers) expect([200, 409]).toContain(a.status);
    const [n] = await q<{ n: number }>(
      `select count(*)::int as n from ledger_tx where kind = 'adjustment' and memo = 'race credit'`,
    );
    expect(n!.n).toBe(1);
    const [audits] = await q<{ n: number }>(
      `select count(*)::int as n from ops_audit where after->>'reason' = 'race credit'`,
    );
    expect(audits!.n).toBe(1);
    expect(await auditLedger(app.database.pool)).toEqual([]);
  });

  it('notes, blocks withdrawals and revokes a session', async () => {
    const support = await operator('support');
    expect(
      (await post(`/api/ops/players/${player.id}/notes`, support, { text: 'Called about a late withdrawal' })).body
        .code,
    ).toBe(200);
    expect(
      (
        await post(`/api/ops/players/${player.id}/flags`, support, {
          withdrawals_blocked: true,
          reason: 'chargeback risk',
        })
      ).body.code,
    ).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'player.flags',
      before: { withdrawals_blocked: false },
      after: { withdrawals_blocked: true },
    });
    const detail = (await ops(`/api/ops/players/${player.id}`, support)).body.data;
    expect(detail.flagged).toBe(true);
    expect(detail.notes[0]).toMatchObject({
      text: 'Called about a late withdrawal',
      operator: 'support@ops.example.com',
    });
    await post(`/api/ops/players/${player.id}/flags`, support, { withdrawals_blocked: false, reason: 'cleared' });

    const spare = await registerUser(app, 'OpsSpare', 'opsspare@example.com');
    const spareId = (await app.request('/api/user', { headers: bearer(spare) })).body.data.id;
    const sid = (await ops(`/api/ops/players/${spareId}`, support)).body.data.sessions[0].id;
    expect((await post(`/api/ops/players/${player.id}/sessions/${sid}/revoke`, support)).status).toBe(404);
    expect((await post(`/api/ops/players/${spareId}/sessions/${sid}/revoke`, support)).body.code).toBe(200);
    expect((await app.request('/api/user', { headers: bearer(spare) })).status).toBe(401);
  });
});

describe('payments', () => {
  it('refunds a deposit with its bonus and the referral rebate, once however many refunds race', async () => {
    const finance = await operator('finance');
    const parentToken = await registerUser(app, 'OpsParent', 'opsparent@example.com');
    const parent = (await app.request('/api/user', { headers: bearer(parentToken) })).body.data;
    const childToken = await registerUser(app, 'OpsChild', 'opschild@example.com', 'hunter22', {
      extension_code: parent.extension.extension_code,
    });
    const child = (await app.request('/api/user', { headers: bearer(childToken) })).body.data;
    const sn = await deposit(app, childToken, 50);
    const credited = await q<{ amount: string }>(
      `select p.amount::text from ledger_tx t join postings p on p.tx_id = t.id join accounts a on a.id = p.account_id
       where t.ref_id = $1 and t.kind = 'deposit' and a.owner = 'user'`,
      [sn],
    );
    const total = credited.reduce((s, r) => s + Number(r.amount), 0);
    expect(credited.length).toBeGreaterThanOrEqual(2);
    const before = Number((await app.request('/api/user', { headers: bearer(childToken) })).body.data.money);
    // The referrer's rebate is earned over the bus just after the deposit.
    const earned = await until(
      () => q<{ amount: string }>('select amount::text from referral_earnings where order_sn = $1', [sn]),
      (rows) => rows.length === 1,
    );
    expect(Number(earned[0]!.amount)).toBeGreaterThan(0);

    const list = (await ops(`/api/ops/payments?q=${sn}`, finance)).body.data.list;
    expect(list[0]).toMatchObject({ order_sn: sn, state: 'paid', user_id: child.id, amount: 50 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(`/api/ops/payments/${sn}/refund`, finance, { reason: 'card dispute' })),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== 200)) expect(a.status).toBe(409);
    const done = answers.find((a) => a.body.code === 200)!.body.data;
    expect(done.rebates_reversed * 1000).toBe(Number(earned[0]!.amount));
    expect(done.reversed * 1000).toBe(total);
    const after = Number((await app.request('/api/user', { headers: bearer(childToken) })).body.data.money);
    expect(Math.round((before - after) * 1000)).toBe(total);
    expect((await q<{ state: string }>('select state from payment_orders where order_sn = $1', [sn]))[0]!.state).toBe(
      'refunded',
    );
    expect(await q('select * from referral_earnings where order_sn = $1 and claim_id is null', [sn])).toEqual([]);
    expect(await lastAudit()).toMatchObject({
      action: 'payment.refund',
      target: `order:${sn}`,
      before: { state: 'paid', user: child.id, amount: 50 },
    });
    expect(
      (await app.request(`/api/payments/order/${sn}`, { headers: bearer(childToken) })).body.data?.state ?? 'refunded',
    ).toBe('refunded');
    expect(await auditLedger(app.database.pool)).toEqual([]);
  });

  it('takes a rebate the referrer already claimed back from their balance', async () => {
    const finance = await operator('finance');
    const parentToken = await registerUser(app, 'OpsClaimer', 'opsclaimer@example.com');
    const parent = (await app.request('/api/user', { headers: bearer(parentToken) })).body.data;
    const childToken = await registerUser(app, 'OpsClaimed', 'opsclaimed@example.com', 'hunter22', {
      extension_code: parent.extension.extension_code,
    });
    const sn = await deposit(app, childToken, 40);
    const earned = await until(
      () => q<{ amount: string }>('select amount::text from referral_earnings where order_sn = $1', [sn]),
      (rows) => rows.length === 1,
    );
    const claimed = await app.request('/api/user/spread/receive', { method: 'POST', headers: bearer(parentToken) });
    expect(claimed.body.code).toBe(200);
    const money = async () =>
      Number((await app.request('/api/user', { headers: bearer(parentToken) })).body.data.money);
    const held = await money();
    const refund = await post(`/api/ops/payments/${sn}/refund`, finance, { reason: 'card dispute' });
    expect(refund.body.data.rebates_reversed * 1000).toBe(Number(earned[0]!.amount));
    expect(Math.round((held - (await money())) * 1000)).toBe(Number(earned[0]!.amount));
    expect(await auditLedger(app.database.pool)).toEqual([]);
  });

  it('refuses a refund the player can no longer cover, and unknown or unpaid orders', async () => {
    const finance = await operator('finance');
    const token = await registerUser(app, 'OpsSpender', 'opsspender@example.com');
    const sn = await deposit(app, token, 20);
    const id = (await app.request('/api/user', { headers: bearer(token) })).body.data.id;
    const support = await operator('support');
    const money = (await ops(`/api/ops/players/${id}`, support)).body.data.balances.money;
    await post(`/api/ops/players/${id}/adjust`, support, { currency: 'money', amount: -money + 1, reason: 'spent it' });
    const refused = await post(`/api/ops/payments/${sn}/refund`, finance, { reason: 'dispute' });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('The player no longer has the funds this refund takes back');
    expect((await q<{ state: string }>('select state from payment_orders where order_sn = $1', [sn]))[0]!.state).toBe(
      'paid',
    );
    expect((await post('/api/ops/payments/DF000000NOSUCHORDER/refund', finance, { reason: 'dispute' })).status).toBe(
      404,
    );
  });
});

describe('reports and the audit log', () => {
  it('shows the day: deposits, GGR, NGR and the realised RTP of an opened case, also as CSV', async () => {
    const finance = await operator('finance');
    const opener = player.token;
    const openerId = player.id;
    const price = Number((await app.request('/api/box/ops-test-case')).body.data.price);
    const funds = Math.ceil(price * 6) + 1;
    await post(`/api/ops/players/${openerId}/adjust`, await operator('support'), {
      currency: 'money',
      amount: funds,
      reason: 'test funds',
    });
    for (let i = 0; i < 3; i++)
      expect(
        (
          await app.request('/api/box/ops-test-case/open', {
            method: 'POST',
            json: { number: 2 },
            headers: bearer(opener),
          })
        ).body,
      ).toMatchObject({ code: 200 });
    await app.trust.drain();
    const fallback = (await ops('/api/ops/reports/daily', finance)).body.data;
    expect(fallback.days).toHaveLength(30);
    expect(fallback.days.at(-1).day).toBe(new Date(clock.now()).toISOString().slice(0, 10));
    // Bets carry the database's time, not the test's manual clock (hours ahead by now): read the wall-clock day.
    const wall = new Date().toISOString().slice(0, 10);
    const report = (await ops(`/api/ops/reports/daily?from=${wall}&to=${wall}`, finance)).body.data;
    expect(report.days).toHaveLength(1);
    const today = report.days[0];
    expect(today.day).toBe(wall);
    expect(today.wagered).toBeGreaterThan(0);
    expect(today.ggr).toBeCloseTo(today.wagered - today.paid, 2);
    expect(today.ngr).toBeCloseTo(today.ggr - today.promotions, 2);
    expect(today.active_players).toBeGreaterThan(0);
    const row = report.games.find((g: { box_id: string | null }) => g.box_id === 'ops-test-case');
    expect(row).toMatchObject({ game: 'case', bets: 6 });
    expect(row.published_rtp).toBeCloseTo(0.9, 1);
    const csv = await fetch(`${app.url}/api/ops/reports/daily?format=csv`, { headers: bearer(finance) });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe('day,deposits,deposit_count,wagered,paid,ggr,promotions,ngr,active_players');
    expect(lines).toHaveLength(31);
    expect((await ops('/api/ops/reports/daily?from=2026-01-01&to=2025-01-01', finance)).status).toBe(400);
  });

  it('lists every action, searchable, and nothing edits or deletes it', async () => {
    const admin = await operator('admin');
    const page = (await ops('/api/ops/audit', admin)).body.data;
    expect(page.total).toBeGreaterThan(10);
    expect(page.list[0].id).toBeGreaterThan(page.list[1].id);
    const refunds = (await ops('/api/ops/audit?q=payment.refund', admin)).body.data;
    expect(refunds.list.every((e: { action: string }) => e.action === 'payment.refund')).toBe(true);
    await expect(q('update ops_audit set action = $1', ['x'])).rejects.toThrow(/append-only/);
    await expect(q('delete from ops_audit')).rejects.toThrow(/append-only/);
    await expect(q('truncate ops_audit')).rejects.toThrow(/append-only/);
    for (const method of ['PUT', 'DELETE', 'PATCH'])
      expect((await ops('/api/ops/audit', admin, { method })).status).toBe(404);
  });
});
