import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Running, start } from '../server/src/main';
import { ensureDatabase } from '../server/src/platform/db';
import { testPostgres, withDatabase } from '../server/test/postgres';
import { ARTIFACTS, DESKTOP, launch, MOBILE } from './browser';

/**
 * Cases journey: a player tops up through the sandbox processor, opens a $1 case three times at once
 * and watches the reels land on what the server drew, keeps the drops, verifies one roll on
 * /provablyfair after rotating the seed pair, then sells one drop from the sell dialog. Desktop and phone.
 */
let running: Running;
let browser: Browser;
let stopPg: () => Promise<void>;
const BOX = 'budget-one-buck';

beforeAll(async () => {
  const pg = await testPostgres();
  stopPg = pg.stop;
  const name = `e2e_cases_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(pg.adminUrl, name);
  running = await start(
    {
      port: 0,
      host: '127.0.0.1',
      logLevel: 'warn',
      dataDir: mkdtempSync(join(tmpdir(), 'dropforge-e2e-cases-')),
      trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
    },
    {
      NODE_ENV: 'test',
      CAPTCHA_MODE: 'off',
      DATABASE_URL: withDatabase(pg.adminUrl, name),
      REDIS_URL: process.env.REDIS_URL,
      REDIS_PREFIX: `test:${name}:`,
    },
  );
  await running.catalog.import();
  running.cases.service.reload();
  browser = await launch();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await running?.stop();
  await stopPg?.();
});

type Envelope<T> = { code: number; msg: string; data: T };
async function call<T>(path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${running.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

async function register(): Promise<string> {
  const email = `cases-${randomBytes(3).toString('hex')}@example.com`;
  await call('/api/user/send_email_code', { email });
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i++) {
    const mails = (await call<Array<{ to: string; text: string }>>('/dev/mail.json')) ?? [];
    code = /\b(\d{6})\b/.exec(mails.find((m) => m.to === email)?.text ?? '')?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  const password = createHash('md5').update('secret123').digest('hex');
  const { token } = await call<{ token: string }>('/api/email/register', {
    username: `Opener${randomBytes(2).toString('hex')}`,
    email,
    email_code: code,
    password,
    password_confirmation: password,
  });
  return token;
}

/** A $25 deposit the way the sandbox processor makes one: the order, the hosted page's Pay, the webhook. */
async function topUp(token: string): Promise<void> {
  const { order_sn } = await call<{ order_sn: string }>(
    '/api/system_shop/recharge',
    { amount: 25, payment_id: 'card', country: 'US' },
    token,
  );
  await fetch(`${running.url}/sandbox/checkout/${order_sn}/pay`, { method: 'POST', redirect: 'manual' });
  await expect
    .poll(async () => (await call<{ money: number }>('/api/user', undefined, token)).money, { timeout: 20_000 })
    .toBe(30);
}

async function signedInPage(token: string, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  await context.addInitScript((t) => {
    const d = new Date();
    const stamp = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    localStorage.setItem('notice_day', stamp);
    localStorage.setItem('authsk', t);
  }, token);
  await context.addCookies([
    { name: 'cookie_consent', value: '1', url: running.url },
    { name: 'authsk', value: token, url: running.url },
  ]);
  return { context, page: await context.newPage() };
}

type Drop = {
  knapsack_id: number;
  goods: { id: number; name: string };
  ticket: number;
  nonce: number;
  clientSeed: string;
};

/** Opens `count` cases from the case page; answers the server's drops after the reels have landed. */
async function openOnPage(page: Page, count: number, suffix: string): Promise<Drop[]> {
  await page.getByTestId(`case-count-${count}`).click();
  const answer = page.waitForResponse(
    (r) => r.url().includes(`/api/box/${BOX}/open`) && r.request().method() === 'POST',
  );
  await page.getByTestId('case-open').click();
  const drops = ((await (await answer).json()) as Envelope<{ list: Drop[] }>).data.list;
  expect(drops).toHaveLength(count);
  await page.waitForTimeout(700);
  await page.screenshot({ path: join(ARTIFACTS, `case-reel-${suffix}.png`) });
  await page.getByTestId('case-result').waitFor({ timeout: 20_000 });
  // Each reel stopped on the item the server drew, in order.
  const landed = await page
    .getByTestId('case-reel-winner')
    .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-goods-id'))));
  expect(landed).toEqual(drops.map((d) => d.goods.id));
  await page.waitForTimeout(400);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(ARTIFACTS, `case-result-${suffix}.png`), fullPage: true });
  return drops;
}

describe('cases', () => {
  it('opens ×3, lands on the drawn items, verifies a roll and sells one drop (desktop)', async () => {
    const token = await register();
    await topUp(token);
    const { context, page } = await signedInPage(token);

    await page.goto(running.url, { waitUntil: 'networkidle' });
    expect(await page.getByTestId('case-card').count()).toBeGreaterThan(20);
    await page.screenshot({ path: join(ARTIFACTS, 'cases-home-desktop.png'), fullPage: true });

    await page.goto(`${running.url}/case/${BOX}`, { waitUntil: 'networkidle' });
    await page.getByTestId('case-contents').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'case-page-desktop.png'), fullPage: true });

    const drops = await openOnPage(page, 3, 'desktop');
    const box = await call<{ price: number }>(`/api/box/${BOX}`);
    const afterOpen = Math.round((30 - 3 * box.price) * 1000) / 1000;
    await expect.poll(() => page.getByTestId('balance').innerText()).toContain(`$${afterOpen.toFixed(2)}`);
    await page.getByTestId('case-keep').first().click();

    // Rotating reveals the server seed the drops were rolled with; the page recomputes the first roll.
    await page.goto(`${running.url}/provablyfair`, { waitUntil: 'networkidle' });
    await page.getByTestId('fair-seeds').waitFor();
    const rotated = page.waitForResponse((r) => r.url().endsWith('/api/pfv_api') && r.request().method() === 'POST');
    await page.getByTestId('fair-rotate').click();
    await page.getByTestId('fair-rotate-confirm').click();
    const previous = (
      (await (await rotated).json()) as Envelope<{ previous: { serverSeed: string; serverSeedHash: string } }>
    ).data.previous;
    const first = drops[0]!;
    const query = new URLSearchParams({
      serverSeed: previous.serverSeed,
      hash: previous.serverSeedHash,
      clientSeed: first.clientSeed,
      nonce: String(first.nonce),
      case: BOX,
      ticket: String(first.ticket),
    });
    await page.goto(`${running.url}/provablyfair?${query}`, { waitUntil: 'networkidle' });
    await expect
      .poll(async () => (await page.getByTestId('fair-ticket').innerText()).replace(/\D/g, ''))
      .toBe(String(first.ticket));
    await expect.poll(() => page.getByTestId('fair-hash-match').getAttribute('data-match')).toBe('true');
    await expect.poll(() => page.getByTestId('fair-ticket-match').getAttribute('data-match')).toBe('true');
    await expect
      .poll(() => page.getByTestId('fair-item').innerText())
      .toContain(first.goods.name.split(' | ')[1] ?? '');
    await page.screenshot({ path: join(ARTIFACTS, 'provablyfair-desktop.png'), fullPage: true });

    // Sell one drop from the sell dialog; the other two stay in the backpack.
    await page.goto(`${running.url}/my`, { waitUntil: 'networkidle' });
    await page.getByTestId('sell-open').click();
    const dialog = page.getByTestId('sell-dialog');
    await dialog.getByTestId('backpack-item').first().waitFor();
    await dialog.getByTestId('backpack-item').first().locator('label').click();
    await dialog.locator('[data-testid="backpack-item"][data-selected]').first().waitFor();
    const sold = page.waitForResponse((r) => r.url().endsWith('/api/system_shop/sell'));
    await dialog.getByTestId('sell-submit').click();
    const recycling = ((await (await sold).json()) as Envelope<{ recycling_price: number }>).data.recycling_price;
    expect(recycling).toBeGreaterThan(0);
    const money = (await call<{ money: number }>('/api/user', undefined, token)).money;
    expect(money).toBeCloseTo(afterOpen + recycling, 3);
    const owned = await call<{ total: number }>('/api/system_shop/backpack?page=1', undefined, token);
    expect(owned.total).toBe(2);
    await page.screenshot({ path: join(ARTIFACTS, 'sell-dialog-desktop.png') });
    await context.close();
  });

  it('opens a case on a phone', async () => {
    const token = await register();
    await topUp(token);
    const { context, page } = await signedInPage(token, MOBILE);
    await page.goto(running.url, { waitUntil: 'networkidle' });
    await page.screenshot({ path: join(ARTIFACTS, 'cases-home-mobile.png'), fullPage: true });
    await page.goto(`${running.url}/case/${BOX}`, { waitUntil: 'networkidle' });
    await page.getByTestId('case-contents').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'case-page-mobile.png'), fullPage: true });
    await openOnPage(page, 1, 'mobile');
    await context.close();
  });
});
