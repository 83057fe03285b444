import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth';
import { until } from '../../../test/until';
import { findRoot } from '../../platform/paths';
import { auditLedger } from '../wallet';
import { type OpsKit, startOpsKit } from './ops.test-kit';

let kit: OpsKit;
const wheel = JSON.parse(readFileSync(join(findRoot(), 'content', 'events', 'prize-wheel.json'), 'utf8'));
const iso = (ms: number) => new Date(ms).toISOString();
const playerEvents = async () =>
  ((await kit.app.request('/api/events')).body.data.list as Array<{ key: string }>).map((e) => e.key);

beforeAll(async () => {
  kit = await startOpsKit();
}, 60_000);
afterAll(async () => {
  await kit?.close();
});

describe('events in the console', () => {
  it('lists every event with its expected cost per participant and day; support may not see them', async () => {
    const res = await kit.get('content', '/api/ops/events');
    expect(res.body.code).toBe(200);
    const listed = res.body.data.list.find((e: { key: string }) => e.key === 'prize-wheel');
    expect(listed).toMatchObject({ source: 'file', mechanic: 'wheel', enabled: true, running: true });
    expect(listed.cost.per_day[0].level).toBe(0);
    expect(listed.cost.per_day[0].amount).toBeGreaterThan(0);
    expect((await kit.get('support', '/api/ops/events')).status).toBe(403);
    expect((await kit.app.request('/api/ops/events')).status).toBe(401);
  });

  it('prices a definition before it exists and refuses a broken one with the reason', async () => {
    const cost = await kit.post('content', '/api/ops/events/cost', { definition: { ...wheel, key: 'priced-wheel' } });
    expect(cost.body.code).toBe(200);
    // The wheel's one take a day: its expected prize (coins and cash; the case is valued at its EV).
    expect(cost.body.data.per_day[0].amount).toBeGreaterThan(0.1);
    const broken = { ...wheel, key: 'broken-wheel', prizes: [{ kind: 'coins', amount: 1, tickets: 5 }] };
    const refused = await kit.post('content', '/api/ops/events/cost', { definition: broken });
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toMatch(/^This event definition is not valid: prizes: /);
    const unknown = await kit.post('content', '/api/ops/events', {
      definition: { ...wheel, key: 'mystery', mechanic: 'nope' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.msg).toContain('unknown mechanic nope');
  });

  it('creates an event switched off, schedules it on, ends it, each audited; players see it only while it runs', async () => {
    const created = await kit.post('content', '/api/ops/events', {
      definition: { ...wheel, key: 'ops-wheel', enabled: true },
    });
    expect(created.body.data).toMatchObject({ key: 'ops-wheel', source: 'console', enabled: false, running: false });
    expect(await kit.lastAudit()).toMatchObject({ action: 'event.create', target: 'event:ops-wheel' });
    expect(await playerEvents()).not.toContain('ops-wheel');
    const again = await kit.post('content', '/api/ops/events', { definition: { ...wheel, key: 'ops-wheel' } });
    expect(again.status).toBe(409);
    const fileKey = await kit.post('content', '/api/ops/events', { definition: wheel });
    expect(fileKey.body.msg).toBe('An event with this key exists already');

    const now = kit.clock.now();
    const schedule = { type: 'dates', from: iso(now - 3_600_000), to: iso(now + 3_600_000) };
    const on = await kit.post('content', '/api/ops/events/ops-wheel/schedule', { enabled: true, schedule });
    expect(on.body.data).toMatchObject({ enabled: true, running: true, schedule });
    expect(await kit.lastAudit()).toMatchObject({
      action: 'event.schedule',
      before: { enabled: false },
      after: { enabled: true, schedule },
    });
    expect(await playerEvents()).toContain('ops-wheel');
    // A hot reload of content/events keeps what the console wrote.
    expect(kit.app.events.engine.reload()).toMatchObject({ ok: true });
    expect(await playerEvents()).toContain('ops-wheel');

    const backwards = await kit.post('content', '/api/ops/events/ops-wheel/schedule', {
      schedule: { type: 'dates', from: iso(now), to: iso(now - 1) },
    });
    expect(backwards.status).toBe(422);

    const ended = await kit.post('content', '/api/ops/events/ops-wheel/end');
    expect(ended.body.data).toMatchObject({ enabled: false, running: false });
    expect(ended.body.data.ended_at).toBe(iso(kit.clock.now()));
    expect(await playerEvents()).not.toContain('ops-wheel');
    expect((await kit.post('content', '/api/ops/events/ops-wheel/end')).status).toBe(409);
    expect((await kit.post('content', '/api/ops/events/no-such/end')).status).toBe(404);

    // Another instance (or this one after a restart) reads the same state from the database.
    await kit.app.events.controls.refresh();
    const detail = await kit.get('content', '/api/ops/events/ops-wheel');
    expect(detail.body.data).toMatchObject({ enabled: false, source: 'console' });
    expect(detail.body.data.definition).toMatchObject({ key: 'ops-wheel', mechanic: 'wheel' });
  });

  it("switches a content file's event off and on again without touching the file", async () => {
    const off = await kit.post('admin', '/api/ops/events/prize-wheel/schedule', { enabled: false });
    expect(off.body.data).toMatchObject({ source: 'file', enabled: false, running: false });
    expect(await playerEvents()).not.toContain('prize-wheel');
    const back = await kit.post('admin', '/api/ops/events/prize-wheel/schedule', { enabled: true });
    expect(back.body.data.running).toBe(true);
    expect(await playerEvents()).toContain('prize-wheel');
  });
});

describe('giveaways in the console', () => {
  const room = { title: 'Console cash drop', winners: 2, ends_in_minutes: 60, prize_cash: 2.5 };

  it('prices the prizes before creating: cash at face value, a case at its expected value', async () => {
    const cash = await kit.post('content', '/api/ops/giveaways/cost', room);
    expect(cash.body.data).toMatchObject({ per_winner: 2.5, total: 5, coins: 0 });
    const box = await kit.post('content', '/api/ops/giveaways/cost', { ...room, prize_box: 'test-pistols' });
    const ev = (await kit.app.cases.service.byId('test-pistols')).ev / 1000;
    expect(box.body.data.per_winner).toBeCloseTo(2.5 + ev, 3);
    const missing = await kit.post('content', '/api/ops/giveaways/cost', { ...room, prize_box: 'no-such-case' });
    expect(missing.status).toBe(422);
    const both = await kit.post('content', '/api/ops/giveaways', { ...room, people: 10 });
    expect(both.status).toBe(400);
  });

  it('creates an official room (no password in the audit) and ends it early: the draw pays whoever joined', async () => {
    const created = await kit.post('content', '/api/ops/giveaways', { ...room, password: 'secret-room' });
    expect(created.body.data).toMatchObject({ kind: 'official', state: 'open', winners: 2, people: 0 });
    const id = created.body.data.id as number;
    const audit = await kit.lastAudit();
    expect(audit).toMatchObject({ action: 'giveaway.create', target: `giveaway:${id}` });
    expect(JSON.stringify(audit.after)).not.toContain('secret-room');

    const p = await kit.player();
    const joined = await kit.app.request(`/api/gift/join/${id}?pwd=secret-room`, { headers: bearer(p.token) });
    expect(joined.body.code).toBe(200);
    const ends = await Promise.all(
      Array.from({ length: 10 }, () => kit.post('content', `/api/ops/giveaways/${id}/end`)),
    );
    expect(ends.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(ends.filter((r) => r.status === 409)).toHaveLength(9);
    kit.clock.advance(1_000); // the draw's timer, on the test's clock
    const state = await until(
      async () => (await kit.q<{ state: number }>('select state from gift_rooms where id = $1', [id]))[0]?.state,
      (s) => s === 3,
    );
    expect(state).toBe(3);
    const money = (await kit.app.request('/api/user', { headers: bearer(p.token) })).body.data.money;
    // One player, two winners' prizes: the player wins one, the other goes back to the house.
    expect(Number(money)).toBeCloseTo(2.5, 3);
    expect(await auditLedger(kit.app.database.pool)).toEqual([]);
  });

  it('cancels a room nobody joined, and lists rooms by state', async () => {
    const created = await kit.post('content', '/api/ops/giveaways', {
      ...room,
      title: 'Empty room',
      ends_in_minutes: undefined,
      people: 5,
    });
    const { id } = created.body.data;
    const ended = await kit.post('content', `/api/ops/giveaways/${id}/end`);
    expect(ended.body.data.state).toBe('cancelled');
    const list = await kit.get('content', '/api/ops/giveaways?state=cancelled');
    expect(list.body.data.list.map((r: { id: number }) => r.id)).toContain(id);
    // A case prize is listed by the case's name.
    const boxed = await kit.post('content', '/api/ops/giveaways', {
      ...room,
      prize_cash: undefined,
      prize_box: 'test-pistols',
    });
    expect(boxed.body.data.prizes[0]).toMatchObject({ kind: 'box', name: 'Test Pistols' });
    expect((await kit.get('finance', '/api/ops/giveaways')).status).toBe(403);
  });
});

describe('code campaigns in the console', () => {
  const redeem = (token: string, code: string) =>
    kit.app.request('/api/user/cdkey', { method: 'POST', headers: bearer(token), json: { code } });

  it('creates codes shown once, counts their usage and what they paid, and ends the campaign', async () => {
    const made = await kit.post('content', '/api/ops/codes', {
      kind: 'cash',
      amount: 1.5,
      uses: 2,
      per_account: 1,
      count: 3,
      campaign: 'black-friday',
    });
    expect(made.body.data.codes).toHaveLength(3);
    const [first, second] = made.body.data.codes as string[];
    expect(JSON.stringify(await kit.lastAudit())).not.toContain(first);

    const p = await kit.player();
    const ok = await redeem(p.token, first!);
    expect(ok.body.code).toBe(200);
    const list = (await kit.get('content', '/api/ops/codes')).body.data.list;
    expect(list.find((c: { campaign: string }) => c.campaign === 'black-friday')).toMatchObject({
      source: 'ops',
      kind: 'cash',
      amount: 1.5,
      codes: 3,
      uses: 6,
      used: 1,
      players: 1,
      paid: 1.5,
      exposure: 7.5,
      paid_coins: 0,
      ended: false,
    });
    // content/codes' welcome campaign: cash, coins and a case code; money and coins are counted apart.
    expect(list.find((c: { campaign: string }) => c.campaign === 'welcome')).toMatchObject({
      source: 'content',
      kind: 'mixed',
      exposure: 500_000,
      exposure_coins: 100_000_000,
    });

    const ended = await kit.post('content', '/api/ops/codes/campaigns/black-friday/end', { reason: 'leaked online' });
    expect(ended.body.data).toMatchObject({ ended: true, exposure: 0 });
    expect(await kit.lastAudit()).toMatchObject({ action: 'codes.end', target: 'campaign:black-friday' });
    const late = await redeem(p.token, second!);
    expect(late.body.msg).toBe('The code has expired');
    expect(await auditLedger(kit.app.database.pool)).toEqual([]);
  });

  it('refuses codes without their amount or case, unknown campaigns, and other roles', async () => {
    const base = { uses: 1, per_account: 1, campaign: 'x' };
    expect((await kit.post('content', '/api/ops/codes', { ...base, kind: 'cash' })).body.msg).toBe(
      'Cash and token codes need an amount; box codes need a case',
    );
    expect((await kit.post('content', '/api/ops/codes', { ...base, kind: 'box', box: 'nope' })).status).toBe(422);
    const none = await kit.post('content', '/api/ops/codes/campaigns/never/end', { reason: 'typo check' });
    expect(none.status).toBe(404);
    expect((await kit.post('support', '/api/ops/codes', { ...base, kind: 'cash', amount: 1 })).status).toBe(403);
  });
});

describe('gift-card batches in the console', () => {
  it('makes a named batch, shows its codes once, and counts redemptions', async () => {
    const made = await kit.post('finance', '/api/ops/payments/giftcards', {
      count: 2,
      amount: 10,
      batch: 'retail-nov',
    });
    expect(made.body.data.codes).toHaveLength(2);
    expect(await kit.lastAudit()).toMatchObject({ action: 'giftcards.create', target: 'giftcards:retail-nov' });
    const p = await kit.player();
    const paid = await kit.app.request('/api/system_shop/recharge', {
      method: 'POST',
      headers: bearer(p.token),
      json: { amount: 10, payment_id: 'giftcard', code: made.body.data.codes[0] },
    });
    expect(paid.body.code).toBe(200);
    const batches = (await kit.get('finance', '/api/ops/payments/giftcards')).body.data.list;
    expect(batches.find((b: { batch: string }) => b.batch === 'retail-nov')).toMatchObject({
      amount: 10,
      count: 2,
      redeemed: 1,
      created_by: 'finance@ops.example.com',
    });
    expect((await kit.get('content', '/api/ops/payments/giftcards')).status).toBe(403);
    expect(await auditLedger(kit.app.database.pool)).toEqual([]);
  });
});
