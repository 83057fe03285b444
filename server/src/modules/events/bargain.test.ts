import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bargainCut, hashServerSeed, LANGS, nextDayStart, roll } from '@dropforge/shared/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { createManualClock } from '../../../test/clock';
import { fund } from '../../../test/wallet';
import { auditLedger } from '../wallet';
import { eventsContent } from './events.test-kit';

const clock = createManualClock();
let app: TestApp;
let players = 0;
const texts = (en: string) => Object.fromEntries(LANGS.map((l) => [l, `${en} (${l})`]));
const HOUR = 3_600_000;
const RULE = { shareMinPpm: 300_000, shareMaxPpm: 700_000, helpersNeeded: 3 };

beforeAll(async () => {
  const dir = eventsContent();
  const bargain = {
    key: 'test-bargain',
    mechanic: 'bargain',
    path: '/event/bargain',
    limits: { per_day: 3 },
    bargain: {
      cases: ['test-pistols', 'no-such-case'],
      discount: 0.5,
      max_discount: 100,
      helpers: 3,
      share_min: 0.3,
      share_max: 0.7,
      hours: 24,
      per_day: 2,
    },
    title: texts('Bargain'),
    description: texts('Help'),
    picture: '/x.svg',
  };
  writeFileSync(join(dir, 'events', 'test-bargain.json'), JSON.stringify(bargain));
  app = await startTestApp(
    { contentDir: dir, trustProxy: true, trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] },
    { CAPTCHA_MODE: 'off' },
    { clock },
  );
  await app.catalog.import({ categories: ['pistol'] });
  app.cases.service.reload();
}, 120_000);
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

async function player() {
  players += 1;
  const token = await registerUser(app, `Bargainer${players}`, `bargainer${players}@example.com`);
  const headers = bearer(token);
  const id: number = (await app.request('/api/user', { headers })).body.data.id;
  return { token, id, headers };
}
type P = Awaited<ReturnType<typeof player>>;
const get = (p: P | undefined, path: string, lang = 'en') =>
  app.request(path, { headers: { ...(p?.headers ?? {}), Language: lang } });
const post = (p: P, path: string, json?: unknown, lang = 'en') =>
  app.request(path, { method: 'POST', json: json ?? {}, headers: { ...p.headers, Language: lang } });
const money = async (p: P) => (await get(p, '/api/user')).body.data.money as number;
const sum = async (q: string, params: unknown[]) => Number((await app.database.pool.query(q, params)).rows[0].n);
const houseBalance = (name: string) =>
  sum(
    `select coalesce(sum(p.amount), 0)::bigint as n from postings p join accounts a on a.id = p.account_id
      where a.owner = 'house' and a.name = $1 and p.currency = 'money'`,
    [name],
  );
const create = (p: P, box = 'test-pistols') => post(p, '/api/bargain/create', { box_id: box });
const nextDay = () => clock.advance(nextDayStart(clock.now(), 'UTC') - clock.now() + 1000);

/** Rotates the helper's seed and recomputes the help's cut from the revealed server seed. */
async function recompute(helper: P, help: any, gapBefore: number, helpedBefore: number) {
  const previous = (await post(helper, '/api/pfv_api', { rotate: true })).body.data.previous;
  expect(hashServerSeed(previous.serverSeed)).toBe(help.roll.serverSeedHash);
  const again = roll({
    serverSeed: previous.serverSeed,
    game: 'bargain',
    clientSeed: help.roll.clientSeed,
    nonce: help.roll.nonce,
  });
  expect(again.ticket).toBe(help.roll.ticket);
  const cut = bargainCut(Math.round(gapBefore * 1000) as never, again.ticket, helpedBefore, RULE);
  expect(Math.round(help.cut * 1000)).toBe(cut);
  const log = (await get(helper, '/api/pfv_log')).body.data.list.find(
    (l: any) => l.game === 'bargain' && l.nonce === help.roll.nonce,
  );
  expect(log).toMatchObject({ ticket: again.ticket, serverSeed: previous.serverSeed });
}

describe('help-a-friend bargains', () => {
  it('a bargain cut by three friends to its target opens once at the bargained price; the discount is promotions’', async () => {
    const asker = await player();
    const made = await create(asker);
    expect(made.body.code).toBe(200);
    const b = made.body.data;
    expect(b).toMatchObject({ box_id: 'test-pistols', helpers: 0, helpers_needed: 3, state: 'open', mine: true });
    expect(b.current_price).toBe(b.price);
    expect(b.target_price).toBeCloseTo(b.price - Math.round(b.price * 500) / 1000, 3);
    expect(Date.parse(b.expires_at) - clock.now()).toBe(24 * HOUR);
    expect(b.id).toMatch(/^[a-z0-9]{12}$/);

    // Anyone with the link sees it; the asker cannot help their own.
    const seen = (await get(undefined, `/api/bargain/${b.id}`, 'de')).body.data;
    expect(seen).toMatchObject({
      id: b.id,
      mine: false,
      helped: false,
      helps_left: null,
      owner: { name: `Bargainer${players}` },
    });
    const own = await post(asker, `/api/bargain/${b.id}/help`);
    expect(own.body).toMatchObject({
      code: 403,
      msg: 'You cannot help with your own bargain: share the link with friends',
    });
    // Not at the target yet: no open.
    await fund(app, asker.id, 50_000);
    expect((await post(asker, `/api/bargain/${b.id}/open`)).body).toMatchObject({
      code: 422,
      msg: 'Friends have not cut the price down to the target yet',
    });

    let current = b.current_price;
    const friends = [await player(), await player(), await player()];
    for (const [i, f] of friends.entries()) {
      const helped = await post(f, `/api/bargain/${b.id}/help`);
      expect(helped.body.code).toBe(200);
      const h = helped.body.data;
      expect(h.helpers).toBe(i + 1);
      expect(h.helped).toBe(true);
      expect(h.helps_left).toBe(2);
      expect(h.current_price).toBeCloseTo(current - h.cut, 3);
      const mine = h.help_list.at(-1);
      await recompute(f, mine, Math.round((current - b.target_price) * 1000) / 1000, i);
      current = h.current_price;
    }
    expect(current).toBeCloseTo(b.target_price, 3);
    // At the target: a further help fails ("Discount failed"); the helper's day is untouched.
    const late = await player();
    expect((await post(late, `/api/bargain/${b.id}/help`)).body).toMatchObject({ code: 409, msg: 'Discount failed' });
    expect((await get(late, `/api/bargain/${b.id}`)).body.data.helps_left).toBe(3);

    const before = {
      money: await money(asker),
      promotions: await houseBalance('promotions'),
      revenue: await houseBalance('revenue'),
    };
    const opened = await post(asker, `/api/bargain/${b.id}/open`);
    expect(opened.body.code).toBe(200);
    const o = opened.body.data;
    expect(o).toMatchObject({ id: b.id, box_id: 'test-pistols', paid: b.target_price, price: b.price });
    expect(o.list).toHaveLength(1);
    expect(await money(asker)).toBeCloseTo(before.money - b.target_price, 3);
    expect(await houseBalance('promotions')).toBe(before.promotions - Math.round((b.price - b.target_price) * 1000));
    expect(await houseBalance('revenue')).toBe(before.revenue + Math.round(b.price * 1000));
    // Like a normal open: in the backpack, its roll recorded against the item, on the drop feed.
    const item = o.list[0];
    expect(
      await sum(`select count(*) as n from items where knapsack_id = $1 and owner_id = $2`, [
        item.knapsack_id,
        asker.id,
      ]),
    ).toBe(1);
    expect(
      await sum(`select count(*) as n from rolls where user_id = $1 and game = 'case' and ref_id = $2`, [
        asker.id,
        String(item.knapsack_id),
      ]),
    ).toBe(1);
    expect(
      await sum(
        `select count(*) as n from drop_feed where knapsack_id = $1 and type = 'unpacking' and box_id = 'test-pistols'`,
        [item.knapsack_id],
      ),
    ).toBe(1);

    expect((await post(asker, `/api/bargain/${b.id}/open`)).body).toMatchObject({
      code: 409,
      msg: 'This bargain has already been opened',
    });
    expect((await get(asker, `/api/bargain/${b.id}`)).body.data.state).toBe('opened');
    // Opened: no more helps.
    expect((await post(late, `/api/bargain/${b.id}/help`)).body).toMatchObject({ code: 409, msg: 'Discount failed' });
  }, 60_000);

  it('refuses: unknown or foreign bargains, other cases, a second running bargain of a case, helping twice', async () => {
    const asker = await player();
    const other = await player();
    expect((await get(asker, '/api/bargain/abcdefgh2345')).body).toMatchObject({
      code: 404,
      msg: 'This bargain does not exist',
    });
    expect((await get(asker, '/api/bargain/NOT-AN-ID')).body.code).toBe(400);
    expect((await create(asker, 'budget-pennies')).body).toMatchObject({
      code: 422,
      msg: 'This case cannot be bargained',
    });
    expect((await post(asker, '/api/bargain/create', {})).body.code).toBe(400);
    const b = (await create(asker)).body.data;
    expect((await create(asker)).body).toMatchObject({
      code: 409,
      msg: 'You already have a bargain running for this case',
    });
    expect((await post(other, `/api/bargain/${b.id}/open`)).body).toMatchObject({ code: 404 });
    expect((await post(other, `/api/bargain/${b.id}/help`)).body.code).toBe(200);
    expect((await post(other, `/api/bargain/${b.id}/help`)).body).toMatchObject({
      code: 409,
      msg: 'You have already helped with this bargain',
    });
    expect((await get(other, `/api/bargain/${b.id}`)).body.data).toMatchObject({
      helped: true,
      helps_left: 2,
      helpers: 1,
    });
    const mine = (await get(asker, '/api/bargain')).body.data;
    expect(mine).toMatchObject({ key: 'test-bargain', helps_left: 3, helps_per_day: 3, hours: 24 });
    expect(mine.cases.map((c: any) => c.box_id)).toEqual(['test-pistols']);
    expect(mine.list[0]).toMatchObject({ id: b.id, helpers: 1 });
    expect((await get(undefined, '/api/bargain')).body.code).toBe(401);
  }, 60_000);

  it('the daily help limit: three helps a day, "You reached the daily limit for helping friends", again the next day', async () => {
    const helper = await player();
    const askers = [await player(), await player(), await player(), await player()];
    const ids: string[] = [];
    for (const a of askers) ids.push((await create(a)).body.data.id);
    for (const id of ids.slice(0, 3)) expect((await post(helper, `/api/bargain/${id}/help`)).body.code).toBe(200);
    const fourth = await post(helper, `/api/bargain/${ids[3]}/help`, undefined, 'de');
    expect(fourth.body).toMatchObject({ code: 409, msg: 'Du hast das Tageslimit für Hilfe an Freunde erreicht' });
    expect((await get(helper, `/api/bargain/${ids[3]}`)).body.data).toMatchObject({ helpers: 0, helps_left: 0 });
    nextDay();
    expect((await post(helper, `/api/bargain/${ids[3]}/help`)).body.code).toBe(200);
  }, 60_000);

  it('expires after 24 hours: no help, no open, and the case can be asked for again', async () => {
    const asker = await player();
    const b = (await create(asker)).body.data;
    const friends = [await player(), await player(), await player()];
    for (const f of friends) expect((await post(f, `/api/bargain/${b.id}/help`)).body.code).toBe(200);
    const waiting = (await create(await player())).body.data;
    clock.advance(24 * HOUR - 1000);
    expect((await get(asker, `/api/bargain/${b.id}`)).body.data.state).toBe('open');
    clock.advance(1000);
    expect((await get(asker, `/api/bargain/${b.id}`)).body.data.state).toBe('expired');
    await fund(app, asker.id, 50_000);
    const before = await money(asker);
    expect((await post(asker, `/api/bargain/${b.id}/open`)).body).toMatchObject({
      code: 409,
      msg: 'This bargain has expired',
    });
    expect(await money(asker)).toBe(before);
    expect((await post(await player(), `/api/bargain/${waiting.id}/help`)).body).toMatchObject({
      code: 409,
      msg: 'Discount failed',
    });
    const again = await create(asker);
    expect(again.body.code).toBe(200);
    expect(again.body.data.id).not.toBe(b.id);
    expect((await get(asker, `/api/bargain/${b.id}`)).body.data.state).toBe('expired');
  }, 60_000);

  it('a short balance refuses the open and changes nothing', async () => {
    const asker = await player();
    const b = (await create(asker)).body.data;
    for (let i = 0; i < 3; i++) expect((await post(await player(), `/api/bargain/${b.id}/help`)).body.code).toBe(200);
    const refused = await post(asker, `/api/bargain/${b.id}/open`);
    expect(refused.body).toMatchObject({ code: 422, msg: 'Insufficient balance' });
    expect((await get(asker, `/api/bargain/${b.id}`)).body.data.state).toBe('open');
    await fund(app, asker.id, 50_000);
    expect((await post(asker, `/api/bargain/${b.id}/open`)).body.code).toBe(200);
  }, 60_000);

  it('races: 20 parallel helps by one friend spend at most the daily limit, each bargain once', async () => {
    const helper = await player();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await create(await player())).body.data.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(helper, `/api/bargain/${ids[i % 5]}/help`)),
    );
    const okd = results.filter((r) => r.body.code === 200);
    expect(okd).toHaveLength(3);
    expect(new Set(okd.map((r) => r.body.data.id)).size).toBe(3);
    const msgs = new Set(results.filter((r) => r.body.code !== 200).map((r) => r.body.msg));
    for (const m of msgs)
      expect([
        'You reached the daily limit for helping friends',
        'You have already helped with this bargain',
      ]).toContain(m);
    const helps = await sum(`select count(*) as n from bargain_helps where helper_id = $1`, [helper.id]);
    expect(helps).toBe(3);
    for (const id of ids)
      expect(
        await sum(`select count(*) as n from bargain_helps where bargain_id = $1 and helper_id = $2`, [id, helper.id]),
      ).toBeLessThanOrEqual(1);
    expect(await sum(`select count(*) as n from rolls where user_id = $1 and game = 'bargain'`, [helper.id])).toBe(3);
  }, 60_000);

  it('stops second accounts: no helper on the asker’s address or device, one help per address and per device', async () => {
    const at = (p: P, ip: string, device: string) => ({
      ...p.headers,
      Language: 'en',
      'X-Forwarded-For': ip,
      ...(device ? { 'X-Device-Id': device } : {}),
    });
    const asker = await player();
    const made = await app.request('/api/bargain/create', {
      method: 'POST',
      json: { box_id: 'test-pistols' },
      headers: at(asker, '10.40.0.1', 'device-asker-01'),
    });
    expect(made.body.code).toBe(200);
    const id = made.body.data.id as string;
    const help = (p: P, ip: string, device: string) =>
      app.request(`/api/bargain/${id}/help`, { method: 'POST', json: {}, headers: at(p, ip, device) });
    const same = {
      code: 422,
      msg: 'Sorry, you cannot help: this device or network already helped with this bargain or asked for it',
    };
    const [a, b, c, d] = [await player(), await player(), await player(), await player()];
    expect((await help(a, '10.40.0.2', 'device-asker-01')).body).toMatchObject(same);
    expect((await help(a, '10.40.0.1', 'device-a-000001')).body).toMatchObject(same);
    expect((await help(a, '10.40.0.2', 'device-a-000001')).body.code).toBe(200);
    expect((await help(b, '10.40.0.2', 'device-b-000001')).body).toMatchObject(same);
    expect((await help(c, '10.40.0.3', 'device-a-000001')).body).toMatchObject(same);
    // Ten accounts on one new address at once: one helps.
    const racers = await Promise.all(Array.from({ length: 10 }, () => player()));
    const raced = await Promise.all(racers.map((p, i) => help(p, '10.40.0.9', `device-race-${i}0000`)));
    expect(raced.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(raced.filter((r) => r.body.code !== 200).every((r) => r.body.msg === same.msg)).toBe(true);
    // A trusted address without a device id is not checked; refused helps spent nothing.
    expect((await help(d, '127.0.0.1', '')).body.code).toBe(200);
    expect(await sum('select count(*) as n from bargain_helps where bargain_id = $1', [id])).toBe(3);
    expect((await get(b, '/api/bargain')).body.data.helps_left).toBe(3);
  }, 60_000);

  it('races: 50 parallel opens of one bargain open it once and debit once', async () => {
    const asker = await player();
    const b = (await create(asker)).body.data;
    for (let i = 0; i < 3; i++) expect((await post(await player(), `/api/bargain/${b.id}/help`)).body.code).toBe(200);
    await fund(app, asker.id, 100_000);
    const before = await money(asker);
    const results = await Promise.all(Array.from({ length: 50 }, () => post(asker, `/api/bargain/${b.id}/open`)));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.body.code !== 200).map((r) => r.body.msg))).toEqual(
      new Set(['This bargain has already been opened']),
    );
    expect(await money(asker)).toBeCloseTo(before - b.target_price, 3);
    expect(await sum(`select count(*) as n from items where owner_id = $1`, [asker.id])).toBe(1);
  }, 60_000);
});
