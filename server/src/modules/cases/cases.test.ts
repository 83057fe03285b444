import { rmSync } from 'node:fs';
import {
  hashServerSeed,
  milli,
  parseMilli,
  pickDrop,
  revealDelayMs,
  roll,
  TICKETS_TOTAL,
  ticketRanges,
  VALVE_RARITY_TICKETS,
} from '@dropforge/shared/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { createManualClock } from '../../../test/clock';
import { contentWithCases, MARKET_PRICES, TEST_PISTOL_CASE } from '../../../test/content';
import { fund } from '../../../test/wallet';
import { auditLedger } from '../wallet';

let app: TestApp;
let token: string;
let userId: number;
let price: number; // thousandths
let contentDir: string;
/** The drop feed's clock: drops reach the strip once their reel has stopped. */
const clock = createManualClock();

beforeAll(async () => {
  contentDir = contentWithCases({
    'test-pistols': TEST_PISTOL_CASE,
    'test-vip': { ...TEST_PISTOL_CASE, name: 'Test VIP', level: 3 },
    'test-off': { ...TEST_PISTOL_CASE, name: 'Test Off', enabled: false },
  });
  app = await startTestApp(
    {
      trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
      contentDir,
    },
    { CAPTCHA_MODE: 'off' },
    { clock },
  );
  await app.catalog.import({ categories: ['pistol', 'rifle', 'smg', 'sniper', 'heavy', 'knife', 'gloves'] });
  app.cases.service.reload();
  token = await registerUser(app, 'Opener', 'opener@example.com');
  userId = (await app.request('/api/user', { headers: bearer(token) })).body.data.id;
  price = parseMilli((await app.request('/api/box/test-pistols')).body.data.price);
}, 60_000);
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(async () => {
  await app?.close();
  rmSync(contentDir, { recursive: true, force: true });
});

const open = (id: string, number: number, t = token, headers: Record<string, string> = {}) =>
  app.request(`/api/box/${id}/open`, { method: 'POST', json: { number }, headers: { ...bearer(t), ...headers } });
const money = async (t = token) => parseMilli((await app.request('/api/user', { headers: bearer(t) })).body.data.money);
const count = async (sql: string, params: unknown[] = []) =>
  (await app.database.pool.query(sql, params)).rows[0].n as number;

describe('case definitions', () => {
  it.skipIf(!MARKET_PRICES)('prices the test case between $0.50 and $3 at market prices', () => {
    expect(price).toBeGreaterThan(500);
    expect(price).toBeLessThan(3000);
  });

  it('lists cases by category and prices a site case at EV / RTP', async () => {
    const list = await app.request('/api/box');
    const budget = list.body.data.list.find((c: { id: string }) => c.id === 'budget');
    expect(budget.list.map((b: { id: string }) => b.id)).toContain('test-pistols');
    const summary = budget.list.find((b: { id: string }) => b.id === 'test-pistols');
    const detail = (await app.request('/api/box/test-pistols')).body.data;
    expect(detail.items).toHaveLength(3);
    // The grid glows in the colour of the case's rarest item.
    const ranks = ['#b0c3d9', '#5e98d9', '#4b69ff', '#8847ff', '#d32ce6', '#eb4b4b', '#e4ae39'];
    const rarest = Math.max(
      ...detail.items.map((i: { goods: { quality: { color: string } } }) => ranks.indexOf(i.goods.quality.color)),
    );
    expect(summary.top_color).toBe(ranks[rarest]);
    expect(detail.items[0].ticket_from).toBe(0);
    expect(detail.items.at(-1).ticket_to).toBe(TICKETS_TOTAL);
    for (let i = 1; i < detail.items.length; i++)
      expect(detail.items[i].ticket_from).toBe(detail.items[i - 1].ticket_to);
    expect(detail.items.reduce((s: number, i: { odds: number }) => s + i.odds, 0)).toBeCloseTo(100, 9);
    const ev = detail.items.reduce(
      (s: number, i: { tickets: number; goods: { price: number } }) => s + i.tickets * parseMilli(i.goods.price),
      0,
    );
    expect(parseMilli(detail.expected_value)).toBe(Math.round(ev / TICKETS_TOTAL));
    expect(price).toBe(Math.round(parseMilli(detail.expected_value) / 0.9));
    expect((await app.request('/api/box/no-such-case')).body.msg).toBe('This box does not exist');
  });

  it('builds at least 40 official weapon cases from the catalogue with Valve odds', async () => {
    const list = (await app.request('/api/box')).body.data.list;
    const official = list.find((c: { id: string }) => c.id === 'official');
    expect(official.list.length).toBeGreaterThanOrEqual(40);
    const chroma = (await app.request('/api/box/chroma-2-case')).body.data;
    expect(chroma.kind).toBe('official');
    const tickets = (pred: (g: { quality: { value: string }; category: { type: string } }) => boolean) =>
      chroma.items
        .filter((i: { goods: never }) => pred(i.goods))
        .reduce((s: number, i: { tickets: number }) => s + i.tickets, 0);
    expect(tickets((g) => g.quality.value === 'Covert')).toBe(VALVE_RARITY_TICKETS.covert);
    expect(tickets((g) => g.quality.value === 'Mil-Spec Grade')).toBe(VALVE_RARITY_TICKETS.milSpec);
    expect(tickets((g) => g.category.type === 'knife')).toBe(VALVE_RARITY_TICKETS.rareSpecial);
    const statTrak = chroma.items
      .filter((i: { goods: { type: { name: string } } }) => i.goods.type.name === 'StatTrak™')
      .reduce((s: number, i: { tickets: number }) => s + i.tickets, 0);
    expect(statTrak / TICKETS_TOTAL).toBeCloseTo(0.1, 3);
    expect(chroma.items.reduce((s: number, i: { tickets: number }) => s + i.tickets, 0)).toBe(TICKETS_TOTAL);
    expect(parseMilli(chroma.price)).toBe(Math.round(parseMilli(chroma.expected_value) / 0.9));
  });
});

describe('opening', () => {
  it('opens ×1 and ×5, debits exactly and grants the drops the shared verifier computes', async () => {
    await fund(app, userId, price * 6);
    const before = (await app.request('/api/pfv_api', { headers: bearer(token) })).body.data;
    const one = await open('test-pistols', 1);
    expect(one.body.code).toBe(200);
    expect(await money()).toBe(price * 5);
    const five = await open('test-pistols', 5);
    expect(five.body.code).toBe(200);
    expect(await money()).toBe(0);
    const drops = [...one.body.data.list, ...five.body.data.list];
    expect(drops.map((d: { nonce: number }) => d.nonce)).toEqual([0, 1, 2, 3, 4, 5].map((n) => before.nonce + n));
    for (const d of drops) {
      expect(d.serverSeedHash).toBe(before.serverSeedHash);
      expect(d.clientSeed).toBe(before.clientSeed);
    }
    const backpack = await app.request('/api/system_shop/backpack?limit=50', { headers: bearer(token) });
    expect(backpack.body.data.list.map((i: { knapsack_id: number }) => i.knapsack_id).sort()).toEqual(
      drops.map((d: { knapsack_id: number }) => d.knapsack_id).sort(),
    );
    expect(backpack.body.data.list.every((i: { source: string }) => i.source === 'case')).toBe(true);
    // Each drop quotes what selling it pays now: the backpack's figure (price minus the 5 % fee).
    const quotes = new Map(
      backpack.body.data.list.map((i: { knapsack_id: number; recycling_price: number }) => [
        i.knapsack_id,
        i.recycling_price,
      ]),
    );
    for (const d of drops) {
      expect(d.recycling_price).toBe(quotes.get(d.knapsack_id));
      expect(parseMilli(d.recycling_price)).toBe(
        parseMilli(d.goods.price) - Math.round(parseMilli(d.goods.price) * 0.05),
      );
    }

    // Rotating reveals the server seed: every drop is re-computed with the shared code.
    const rotated = await app.request('/api/pfv_api', {
      method: 'POST',
      json: { rotate: true },
      headers: bearer(token),
    });
    const previous = rotated.body.data.previous;
    expect(hashServerSeed(previous.serverSeed)).toBe(before.serverSeedHash);
    const detail = (await app.request('/api/box/test-pistols')).body.data;
    const ranges = ticketRanges(
      detail.items.map((i: { goods: { id: number }; tickets: number }) => ({
        goodsId: i.goods.id,
        tickets: i.tickets,
      })),
    );
    for (const d of drops) {
      const r = roll({ serverSeed: previous.serverSeed, game: 'case', clientSeed: d.clientSeed, nonce: d.nonce });
      expect(d.ticket).toBe(r.ticket);
      expect(d.goods.id).toBe(pickDrop(ranges, r.ticket).goodsId);
    }
    const history = await app.request('/api/wallet/transactions?type=case', { headers: bearer(token) });
    expect(history.body.data.total).toBe(2);
  });

  it('refuses what it cannot do and changes nothing', async () => {
    const state = async () => ({
      money: await money(),
      items: await count('select count(*)::int as n from items where owner_id = $1', [userId]),
      rolls: await count('select count(*)::int as n from rolls where user_id = $1', [userId]),
      nonce: (await app.request('/api/pfv_api', { headers: bearer(token) })).body.data.nonce,
    });
    await fund(app, userId, price - 1);
    const before = await state();
    expect((await open('test-pistols', 1)).body.msg).toBe('Insufficient balance');
    expect((await open('test-pistols', 6)).body.code).toBe(400);
    expect((await open('test-pistols', 0)).body.code).toBe(400);
    expect((await open('no-such-case', 1)).body.code).toBe(404);
    await fund(app, userId, price * 2);
    expect((await open('test-vip', 1)).body.msg).toBe('Sorry, box opening conditions not met');
    expect((await open('test-off', 1)).body.msg).toBe('This box is not available right now');
    // Issue 16: a boolean is not a count of boxes (it used to be coerced to 1 and open one).
    for (const number of [true, false, null, [1], 1.5]) {
      expect((await open('test-pistols', number as never)).body).toMatchObject({
        code: 400,
        msg: 'Invalid value for number',
      });
    }
    expect(
      (await app.request('/api/box', { headers: { Language: 'de' } })).body.data.list.flatMap(
        (c: { list: Array<{ id: string }> }) => c.list.map((b) => b.id),
      ),
    ).not.toContain('test-off');
    expect((await open('test-vip', 1, token, { Language: 'de' })).body.msg).toBe(
      'Die Bedingungen zum Öffnen dieser Kiste sind leider nicht erfüllt',
    );
    before.money = milli(before.money + price * 2);
    expect((await app.request('/api/box/test-pistols/open', { method: 'POST', json: { number: 1 } })).body.msg).toBe(
      'Please log in first',
    );
    expect(await state()).toEqual(before);
    // Spend the rest so later tests start from zero.
    await fund(app, userId, 1);
    expect((await open('test-pistols', 3)).body.code).toBe(200);
    expect(await money()).toBe(0);
  });

  it('answers a retried Idempotency-Key once', async () => {
    await fund(app, userId, price * 2);
    const headers = { 'Idempotency-Key': 'open-retry-1' };
    const first = await open('test-pistols', 1, token, headers);
    const again = await open('test-pistols', 1, token, headers);
    expect(again.body).toEqual(first.body);
    expect(await money()).toBe(price);
    expect((await open('test-pistols', 1)).body.code).toBe(200);
  });

  it('100 parallel opens on a balance for exactly 10 open exactly 10', async () => {
    const racer = await registerUser(app, 'Racer', 'racer@example.com');
    const racerId = (await app.request('/api/user', { headers: bearer(racer) })).body.data.id;
    await fund(app, racerId, price * 10);
    const results = await Promise.all(Array.from({ length: 100 }, () => open('test-pistols', 1, racer)));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(results.filter((r) => r.body.code !== 200).every((r) => r.body.msg === 'Insufficient balance')).toBe(true);
    expect(await money(racer)).toBe(0);
    expect(await count('select count(*)::int as n from items where owner_id = $1', [racerId])).toBe(10);
    const nonces = results.flatMap((r) => (r.body.code === 200 ? [r.body.data.list[0].nonce] : []));
    expect(nonces.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  }, 60_000);
});

describe('provably fair seeds', () => {
  it('sets the client seed, rotates and reveals, and logs rolls', async () => {
    const set = await app.request('/api/pfv_api', {
      method: 'POST',
      json: { clientSeed: 'my lucky seed ✓' },
      headers: bearer(token),
    });
    expect(set.body.data.current.clientSeed).toBe('my lucky seed ✓');
    for (const bad of ['', 'x'.repeat(65), 'tab\there']) {
      const res = await app.request('/api/pfv_api', {
        method: 'POST',
        json: { clientSeed: bad },
        headers: bearer(token),
      });
      expect(res.body.msg).toBe('The client seed should consist of 1-64 printable characters');
    }
    await fund(app, userId, price);
    const opened = await open('test-pistols', 1);
    const log = await app.request('/api/pfv_log', { headers: bearer(token) });
    const last = log.body.data.list[0];
    expect(last).toMatchObject({
      game: 'case',
      box_id: 'test-pistols',
      clientSeed: 'my lucky seed ✓',
      serverSeed: null,
      ticket: opened.body.data.list[0].ticket,
      goods_id: opened.body.data.list[0].goods.id,
      nonce: opened.body.data.list[0].nonce,
    });
    expect(log.body.data.total).toBeGreaterThanOrEqual(9);
    const rotated = await app.request('/api/pfv_api', {
      method: 'POST',
      // Names the pair it rotates: the same player rotated moments ago, so a bare rotation would be taken for a
      // repeat of that one (fair ROTATE_GRACE_MS).
      json: { rotate: true, clientSeed: 'fresh', serverSeedHash: last.serverSeedHash },
      headers: bearer(token),
    });
    expect(rotated.body.data.current).toMatchObject({ clientSeed: 'fresh', nonce: 0 });
    expect(rotated.body.data.previous.serverSeedHash).toBe(last.serverSeedHash);
    const after = (await app.request('/api/pfv_log', { headers: bearer(token) })).body.data.list[0];
    expect(after.serverSeed).toBe(rotated.body.data.previous.serverSeed);
    expect(
      roll({ serverSeed: after.serverSeed, game: 'case', clientSeed: after.clientSeed, nonce: after.nonce }).ticket,
    ).toBe(after.ticket);
    expect((await app.request('/api/pfv_api')).body.code).toBe(401);
  });
});

describe('drops', () => {
  it('publishes DropKanban, lists drops and counts openings', async () => {
    const socket = new WebSocket(`${app.url.replace('http', 'ws')}/ws`);
    const events: any[] = [];
    socket.on('message', (raw) => {
      const m = JSON.parse(String(raw));
      if (m.channel === 'DropKanbanChannel' && m.event === 'DropKanban') events.push(m.data);
    });
    await new Promise((resolve) => socket.once('open', resolve));
    await fund(app, userId, price);
    const opened = await open('test-pistols', 1);
    const dropId = Number(
      (
        await app.database.pool.query('select id from drop_feed where knapsack_id = $1', [
          opened.body.data.list[0].knapsack_id,
        ])
      ).rows[0].id,
    );
    await vi.waitFor(() => expect(app.realtime.drops.pending()).toBeGreaterThan(0));
    // Every drop so far (the last reel of a five-case opening stops last) is on the feed once this is.
    clock.advance(revealDelayMs.case(4));
    const event = await vi.waitFor(
      () => {
        const found = events.find((e) => e.id === dropId);
        if (!found) throw new Error('drop not published yet');
        return found;
      },
      { timeout: 5000 },
    );
    socket.close();
    expect(event).toMatchObject({
      type: 'unpacking',
      box: { id: 'test-pistols', name: 'Test Pistols' },
      goods: { id: opened.body.data.list[0].goods.id },
      user: { name: 'Opener' },
    });
    expect(event.goods.goods_quality.value).toBeTruthy();
    const drops = await app.request('/api/drop?limit=5');
    expect(drops.body.data.list).toHaveLength(5);
    expect(drops.body.data.list[0].id).toBe(event.id);
    expect(drops.body.data.total).toBeGreaterThan(20);
    const top = await app.request('/api/drop?top=15');
    expect(top.body.data.list.every((d: { goods: { price: number } }) => d.goods.price >= 10)).toBe(true);
    expect((await app.request('/api/drop?limit=41')).body.code).toBe(400);
    const daily = await app.request('/api/drop_top');
    expect(daily.body.code).toBe(200);
    const prices = daily.body.data.list.map((d: { goods: { price: number } }) => d.goods.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const openings = await count(`select count(*)::int as n from drop_feed where type = 'unpacking'`);
    await expect
      .poll(async () => (await app.request('/api/config')).body.data.counters.unpacking, {
        timeout: 8000,
        interval: 500,
      })
      .toBe(openings);
  });
});
