import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NOTIFICATION_EVENT, type Withdrawal } from '@dropforge/shared/contract';
import { roundToMilli } from '@dropforge/shared/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser, userEdited } from '../../../test/auth';
import { deposit } from '../../../test/deposits';
import { type Running, start } from '../../main';
import type { BusMessage } from '../../platform/bus';
import { findRoot } from '../../platform/paths';
import { SANDBOX_SIGNATURE_HEADER, sandboxEvent, sandboxSecret, signSandbox } from '../payments';

const redisUrl = process.env.REDIS_URL;
let app: TestApp;
/** A second instance on the same database and Redis (when Redis is configured): both receive every event. */
let twin: Running | undefined;
let contentDir: string;
let alice: string;
let bob: string;
let aliceId: number;
let bobId: number;
const seen: BusMessage[] = [];

beforeAll(async () => {
  contentDir = mkdtempSync(join(tmpdir(), 'dropforge-content-'));
  cpSync(join(findRoot(), 'content'), contentDir, { recursive: true });
  writeFileSync(
    join(contentDir, 'notifications', 'zz-future.json'),
    JSON.stringify({
      publish_at: '2999-01-01T00:00:00Z',
      audience: { kind: 'all' },
      title: { en: 'Not yet' },
      text: { en: 'Published in the future' },
    }),
  );
  const prefix = `test:notif:${randomBytes(4).toString('hex')}:`;
  const env = { CAPTCHA_MODE: 'off', REDIS_PREFIX: prefix, NOTIFY_UPGRADE_MIN_VALUE: '5' };
  app = await startTestApp({ contentDir }, env);
  if (redisUrl) {
    twin = await start(
      { port: 0, host: '127.0.0.1', logLevel: 'silent', contentDir, dataDir: mkdtempSync(join(tmpdir(), 'df-b-')) },
      {
        NODE_ENV: 'test',
        DATABASE_URL: app.config.databaseUrl,
        REDIS_URL: redisUrl,
        SESSION_PEPPER: app.config.sessionPepper,
        COOKIE_SECRET: app.config.cookieSecret,
        ...env,
      },
    );
  }
  app.bus.subscribe((m) => {
    if (m.event === NOTIFICATION_EVENT) seen.push(m);
  });
  alice = await registerUser(app, 'Alice17');
  bob = await registerUser(app, 'Bob17');
  aliceId = (await app.request('/api/user', { headers: bearer(alice) })).body.data.id;
  bobId = (await app.request('/api/user', { headers: bearer(bob) })).body.data.id;
}, 60_000);
afterAll(async () => {
  await twin?.stop();
  await app?.close();
  rmSync(contentDir, { recursive: true, force: true });
});

const list = async (token: string, query = '', lang = 'en') =>
  (await app.request(`/api/message/notifications${query}`, { headers: { ...bearer(token), Language: lang } })).body;
const personal = async (token: string, query = '') => (await list(token, `?type=1&limit=50${query}`)).data;
const rowsOf = async (userId: number, key: string) =>
  (
    await app.database.pool.query('select id from notifications where user_id = $1 and source_key like $2', [
      userId,
      key,
    ])
  ).rows.length;
/** Publishes one event twice at once, then twice more in turn (on one instance; the twin receives it too). */
const deliverTwice = async (userId: number, event: string, data: unknown) => {
  const message = { channel: `notifications.${userId}`, event, data };
  await Promise.all([app.bus.publish(message), app.bus.publish(message)]);
  await app.bus.publish(message);
  if (twin) await twin.bus.publish(message);
};
const settle = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5000, interval: 50 });

const withdrawal = (id: number, state: Withdrawal['state']): Withdrawal => ({
  id,
  knapsack_id: 1,
  state,
  goods: {
    hash_name: 'AK-47 | Redline (Field-Tested)',
    picture: '/img/goods/1/abc',
  } as Withdrawal['goods'],
  price: 12,
  provider: 'sandbox',
  offer_url: state === 'ready' ? 'https://steamcommunity.com/tradeoffer/123/' : null,
  expires_at: null,
  reason: null,
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
});

describe('personal notifications from bus events', () => {
  it('a deposit credited by a webhook makes one notification, however often the event is delivered', async () => {
    const orderSn = await deposit(app, alice, 20);
    await settle(async () => expect(await rowsOf(aliceId, `u${aliceId}:deposit:%`)).toBe(1));
    await deliverTwice(aliceId, 'deposit', { order_sn: orderSn, currency: 'money', amount: 20 });
    const data = await personal(alice);
    const deposits = data.list.filter(
      (n: { content: { sign_contract: string } }) => n.content.sign_contract === '/my/history',
    );
    expect(deposits).toHaveLength(1);
    expect(deposits[0]).toMatchObject({ type: 1, is_read: 0, content: { title: 'Deposit credited' } });
    // $20 and the deposit bonus.
    expect(deposits[0].content.text).toMatch(/^\$2\d\.\d\d has been added to your balance\.$/);
    // The level-up the deposit caused (level 1 at $10) is a notification too.
    await settle(async () => expect(await rowsOf(aliceId, `u${aliceId}:vip:1`)).toBe(1));
  });

  it('a payment confirmation delivered 10 times at once is one deposit and one notification', async () => {
    const order = await app.request('/api/system_shop/recharge', {
      method: 'POST',
      json: { amount: 7, payment_id: 'card', country: 'US' },
      headers: bearer(bob),
    });
    const orderSn: string = order.body.data.order_sn;
    const body = JSON.stringify(sandboxEvent(orderSn, 'pay', roundToMilli(7)));
    const headers = {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandbox(sandboxSecret(app.config.sessionPepper), body),
    };
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const res = await fetch(`${app.url}/api/payments/webhook/sandbox`, { method: 'POST', headers, body });
        return ((await res.json()) as { data?: { outcome?: string } }).data?.outcome;
      }),
    );
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    await settle(async () => expect(await rowsOf(bobId, `u${bobId}:deposit:${orderSn}`)).toBe(1));
    expect(await rowsOf(bobId, `u${bobId}:deposit:%`)).toBe(1);
    // The level it reached ($7 is below level 1's $10): none.
    expect(await rowsOf(bobId, `u${bobId}:vip:%`)).toBe(0);
    await app.database.pool.query('delete from notifications where user_id = $1', [bobId]);
  });

  it('each kind of event makes exactly one row when delivered twice (and to both instances)', async () => {
    const before = seen.filter(
      (m) => m.channel === `notifications.${bobId}` && (m.data as { item: unknown }).item,
    ).length;
    for (const state of ['in_progress', 'ready', 'success', 'failed', 'cancelled'] as const) {
      await deliverTwice(bobId, 'withdrawal', withdrawal(77, state));
    }
    await deliverTwice(bobId, 'battle.won', { battle_id: 41, received: 33.5 });
    await deliverTwice(bobId, 'upgrade.won', { upgrade_id: 9, name: 'AWP | Asiimov', picture: '', value: 80 });
    await deliverTwice(bobId, 'upgrade.won', { upgrade_id: 10, name: 'P250 | Sand Dune', picture: '', value: 0.1 });
    await deliverTwice(bobId, 'vip.level_up', { level: 2 });
    const keys = [
      `u${bobId}:withdrawal:77:ready`,
      `u${bobId}:withdrawal:77:success`,
      `u${bobId}:withdrawal:77:failed`,
      `u${bobId}:withdrawal:77:cancelled`,
      `u${bobId}:battle:41`,
      `u${bobId}:upgrade:9`,
      `u${bobId}:vip:2`,
    ];
    await settle(async () => {
      for (const key of keys) expect(await rowsOf(bobId, key), key).toBe(1);
    });
    expect(await rowsOf(bobId, `u${bobId}:withdrawal:77:in_progress`)).toBe(0);
    expect(await rowsOf(bobId, `u${bobId}:upgrade:10`)).toBe(0); // below NOTIFY_UPGRADE_MIN_VALUE
    expect(await rowsOf(bobId, '%')).toBe(keys.length);
    // One push per new row, whichever instance inserted it.
    await settle(async () => {
      const pushed = seen.filter((m) => m.channel === `notifications.${bobId}` && (m.data as { item: unknown }).item);
      expect(pushed.length - before).toBe(keys.length);
    });
    const last = seen.filter((m) => m.channel === `notifications.${bobId}`).at(-1)!.data as { unread: number };
    expect(last.unread).toBeGreaterThanOrEqual(keys.length);

    const data = await personal(bob);
    const ready = data.list.find(
      (n: { content: { title: string } }) => n.content.title === 'Your trade offer is ready',
    );
    expect(ready.content).toMatchObject({
      sign_contract: 'https://steamcommunity.com/tradeoffer/123/',
      image: '/img/goods/1/abc',
    });
    expect(ready.content.text).toContain('AK-47 | Redline (Field-Tested)');
    const battle = data.list.find(
      (n: { content: { sign_contract: string } }) => n.content.sign_contract === '/battle/41',
    );
    expect(battle.content.text).toContain('$33.50');
  });

  it("is written in the reader's language, and pushed in the language of their last request", async () => {
    const de = (await list(bob, '?type=1&limit=50', 'de')).data.list;
    expect(de.map((n: { content: { title: string } }) => n.content.title)).toContain('VIP-Stufe 2 erreicht');
    await deliverTwice(bobId, 'vip.level_up', { level: 3 });
    await settle(async () => {
      const pushed = seen.find(
        (m) => m.channel === `notifications.${bobId}` && (m.data as any).item?.content.title === 'VIP-Stufe 3 erreicht',
      );
      expect(pushed).toBeTruthy();
    });
  });
});

describe('platform notifications', () => {
  it('reach players by audience, without a row per player, and not before their publish time', async () => {
    const titles = async (token: string) =>
      (await list(token, '?type=0')).data.list.map((n: { content: { title: string } }) => n.content.title);
    // Bob reaches level 3 ($100 of deposits); Alice is level 1. Both accounts are new.
    await deposit(app, bob, 100);
    expect(await titles(alice)).toEqual(expect.arrayContaining(['Welcome to Dropforge', 'Your free daily box']));
    expect(await titles(alice)).not.toContain('VIP level boxes are open');
    await settle(async () => expect(await titles(bob)).toContain('VIP level boxes are open'));
    expect(await titles(bob)).not.toContain('Not yet');
    // An account older than the "new players" window no longer gets that one.
    await app.database.pool.query("update users set created_at = now() - interval '30 days' where id = $1", [aliceId]);
    await userEdited(app, aliceId);
    expect(await titles(alice)).toEqual(['Welcome to Dropforge']);
    const rows = await app.database.pool.query('select count(*)::int as n from notifications where user_id is null');
    expect(rows.rows[0].n).toBe(4); // three shipped files + the future one: one row each, none per player
    const zh = (await list(alice, '?type=0', 'zh')).data.list[0].content.title;
    expect(zh).toBe('欢迎来到 Dropforge');
  });
});

describe('reading', () => {
  it('pages and filters, with the unread count in the answer and the profile', async () => {
    for (let i = 0; i < 23; i++)
      await app.bus.publish({
        channel: `notifications.${aliceId}`,
        event: 'deposit',
        data: { order_sn: `P${i}`, currency: 'money', amount: i + 1 },
      });
    await settle(async () => expect(await rowsOf(aliceId, `u${aliceId}:deposit:P%`)).toBe(23));
    const all = await personal(alice);
    const personalCount = all.total;
    expect(personalCount).toBe(23 + 2); // + the webhook deposit and the level-up
    const page1 = (await list(alice, '?type=1&page=1')).data;
    const page3 = (await list(alice, '?type=1&page=3')).data;
    expect(page1.list).toHaveLength(10);
    expect(page3.list).toHaveLength(personalCount - 20);
    expect(page3.page).toBe(3);
    const ids = [...page1.list, ...(await list(alice, '?type=1&page=2')).data.list, ...page3.list].map(
      (n: { id: number }) => n.id,
    );
    expect(new Set(ids).size).toBe(personalCount);
    const everything = (await list(alice)).data;
    expect(everything.total).toBe(personalCount + 1); // + the welcome platform notification
    expect(everything.unread).toBe(personalCount + 1);
    const profile = (await app.request('/api/user', { headers: bearer(alice) })).body.data;
    expect(profile.unread).toBe(personalCount + 1);

    // Mark one (personal), then one platform notification: both read, the count down by two.
    const one = page1.list[0].id;
    const marked = await app.request(`/api/message/mark_as_read/${one}`, { headers: bearer(alice) });
    expect(marked.body).toMatchObject({ code: 200, data: { unread: personalCount } });
    const welcome = (await list(alice, '?type=0')).data.list[0];
    await app.request(`/api/message/mark_as_read/${welcome.id}`, { headers: bearer(alice) });
    expect((await list(alice, '?is_read=1')).data.total).toBe(2);
    expect((await list(alice, '?is_read=0')).data.total).toBe(personalCount - 1);
    expect((await list(alice, '?type=0&is_read=1')).data.list[0]).toMatchObject({ id: welcome.id, is_read: 1 });
    // Another player's view of the same platform notification is still unread.
    const bobsWelcome = (await list(bob, '?type=0')).data.list.find((n: { id: number }) => n.id === welcome.id);
    expect(bobsWelcome.is_read).toBe(0);
  });

  it("marking another player's notification changes nothing", async () => {
    const own = (await personal(bob, '&is_read=0')).list[0];
    const bobUnread = (await list(bob)).data.unread;
    const aliceUnread = (await list(alice)).data.unread;
    const res = await app.request(`/api/message/mark_as_read/${own.id}`, { headers: bearer(alice) });
    expect(res.status).toBe(404);
    expect((await list(bob)).data.unread).toBe(bobUnread);
    expect((await list(alice)).data.unread).toBe(aliceUnread);
    expect((await personal(bob)).list.find((n: { id: number }) => n.id === own.id).is_read).toBe(0);
    // A platform notification aimed at others (VIP ≥ 3) cannot be marked by Alice (level 1) either.
    const vip = (await list(bob, '?type=0')).data.list.find(
      (n: { content: { title: string } }) => n.content.title === 'VIP level boxes are open',
    );
    expect((await app.request(`/api/message/mark_as_read/${vip.id}`, { headers: bearer(alice) })).status).toBe(404);
    const reads = await app.database.pool.query(
      'select count(*)::int as n from notification_reads where notification_id = $1',
      [vip.id],
    );
    expect(reads.rows[0].n).toBe(0);
    expect((await app.request('/api/message/mark_as_read/99999999', { headers: bearer(alice) })).status).toBe(404);
  });

  it('50 parallel mark-all calls leave a consistent count', async () => {
    const before = (await list(bob)).data.unread;
    expect(before).toBeGreaterThan(3);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => app.request('/api/message/mark_as_read', { headers: bearer(bob) })),
    );
    for (const a of answers) expect(a.body).toMatchObject({ code: 200, data: { unread: 0 } });
    const after = await list(bob);
    expect(after.data.unread).toBe(0);
    expect((await list(bob, '?is_read=0')).data.total).toBe(0);
    expect((await app.request('/api/user', { headers: bearer(bob) })).body.data.unread).toBe(0);
    const reads = await app.database.pool.query(
      'select count(*)::int as n from notification_reads where user_id = $1',
      [bobId],
    );
    expect(reads.rows[0].n).toBe((await list(bob, '?type=0')).data.total);
    // Alice's are untouched.
    expect((await list(alice)).data.unread).toBeGreaterThan(0);
    // A new one after that counts from zero again.
    await app.bus.publish({
      channel: `notifications.${bobId}`,
      event: 'battle.won',
      data: { battle_id: 42, received: 1 },
    });
    await settle(async () => expect((await list(bob)).data.unread).toBe(1));
  });

  it('refuses bad input with 4xx and visitors with 401', async () => {
    for (const q of ['?type=2', '?is_read=yes', '?page=0', '?page=x', '?limit=500']) {
      const res = await app.request(`/api/message/notifications${q}`, { headers: bearer(alice) });
      expect(res.status, q).toBe(400);
      expect(res.body.code).toBe(400);
    }
    for (const path of [
      '/api/message/mark_as_read/abc',
      '/api/message/mark_as_read/0',
      '/api/message/mark_as_read/-1',
    ]) {
      expect((await app.request(path, { headers: bearer(alice) })).status, path).toBe(400);
    }
    expect((await app.request('/api/message/notifications')).status).toBe(401);
    expect((await app.request('/api/message/mark_as_read')).status).toBe(401);
  });

  it('mark-as-read is a state-changing GET: refused cross-site with the cookie, and by HEAD', async () => {
    const before = (await list(alice)).data.unread;
    const cross = await app.request('/api/message/mark_as_read', {
      headers: { Cookie: `authsk=${alice}`, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
    await app.request('/api/message/mark_as_read', { method: 'HEAD', headers: bearer(alice) });
    expect((await list(alice)).data.unread).toBe(before);
  });
});
