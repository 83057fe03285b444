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
 * Wallet journey: a player created through the API (the captcha has its own journey) tops up $25
 * on /pay, pays on the sandbox processor's hosted page, comes back to /pay/result, and sees the
 * header balance, the history and the VIP page follow. Desktop and phone.
 */
let running: Running;
let browser: Browser;
let stopPg: () => Promise<void>;

beforeAll(async () => {
  const pg = await testPostgres();
  stopPg = pg.stop;
  const name = `e2e_wallet_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(pg.adminUrl, name);
  running = await start(
    {
      port: 0,
      host: '127.0.0.1',
      logLevel: 'warn',
      dataDir: mkdtempSync(join(tmpdir(), 'dropforge-e2e-wallet-')),
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
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await running?.stop();
  await stopPg?.();
});

async function call<T>(path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${running.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** Registers a player by e-mail (code from the dev mailbox) and returns the session token. */
async function register(): Promise<string> {
  const email = `wallet-${randomBytes(3).toString('hex')}@example.com`;
  await call('/api/user/send_email_code', { email });
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i++) {
    const mails = (await call<Array<{ to: string; text: string }>>('/dev/mail.json')) ?? [];
    code = /\b(\d{6})\b/.exec(mails.find((m) => m.to === email)?.text ?? '')?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  if (!code) throw new Error(`no code for ${email}`);
  const password = createHash('md5').update('secret123').digest('hex');
  const { token } = await call<{ token: string }>('/api/email/register', {
    username: `Wallet${randomBytes(2).toString('hex')}`,
    email,
    email_code: code,
    password,
    password_confirmation: password,
  });
  return token;
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

async function topUp25(page: Page, suffix: string) {
  await page.goto(`${running.url}/pay?p=25`, { waitUntil: 'networkidle' });
  await expect.poll(() => page.getByTestId('pay-amount').inputValue()).toBe('25');
  await page.getByTestId('first-recharge-banner').waitFor();
  await page.getByTestId('pay-method-card').click();
  await expect.poll(() => page.getByTestId('pay-receive').innerText()).toBe('$30.00');
  await page.screenshot({ path: join(ARTIFACTS, `pay-${suffix}.png`), fullPage: true });

  // The minimum is enforced before any request.
  await page.getByTestId('pay-amount').fill('3');
  await page.getByTestId('pay-submit').click();
  await expect
    .poll(async () => (await page.getByRole('alert').allTextContents()).join(' '))
    .toContain('The minimum recharge is $5');
  await page.getByTestId('pay-amount').fill('25');

  await page.getByTestId('pay-submit').click();
  await page.waitForURL(/\/sandbox\/checkout\/DF/);
  await expect.poll(() => page.getByTestId('sandbox-total').innerText()).toBe('$25.00');
  await page.screenshot({ path: join(ARTIFACTS, `sandbox-${suffix}.png`), fullPage: true });
  await page.getByTestId('sandbox-pay').click();

  await page.waitForURL(/\/pay\/result\?order_sn=DF/);
  await page.locator('[data-testid="pay-result-state"][data-state="paid"]').waitFor({ timeout: 20_000 });
  await expect.poll(() => page.getByTestId('pay-result-balance').innerText()).toBe('$30.00');
  await expect.poll(() => page.getByTestId('balance').innerText()).toContain('$30.00');
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(ARTIFACTS, `pay-result-${suffix}.png`), fullPage: true });
}

describe('wallet journey', () => {
  it('tops up $25 through the sandbox page; balance, history and VIP follow (desktop)', async () => {
    const token = await register();
    const { context, page } = await signedInPage(token);
    await topUp25(page, 'desktop');

    // After the first deposit the first-recharge banner offers the case.
    await page.goto(`${running.url}/`, { waitUntil: 'networkidle' });
    const action = page.getByTestId('first-recharge-action');
    await expect.poll(() => action.innerText()).toMatch(/open/i);
    expect(await action.getAttribute('href')).toBe('/case/first-recharge');

    await page.goto(`${running.url}/my/history?type=deposit`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByTestId('history-row').count()).toBe(2);
    const rows = (await page.getByTestId('history-row').allInnerTexts()).join('\n');
    expect(rows).toContain('+$25.00');
    expect(rows).toContain('+$5.00');
    await page.screenshot({ path: join(ARTIFACTS, 'history-desktop.png'), fullPage: true });

    await page.goto(`${running.url}/vip`, { waitUntil: 'networkidle' });
    const level = page.getByTestId('vip-level');
    await level.waitFor();
    expect(await level.getAttribute('data-level')).toBe('1');
    await expect.poll(() => page.getByTestId('vip-level-row').count()).toBe(11);
    await page.screenshot({ path: join(ARTIFACTS, 'vip-desktop.png'), fullPage: true });

    const me = await call<{ money: number; last_recharge: { order_sn: string } | null }>('/api/user', undefined, token);
    expect(me.money).toBe(30);
    expect(me.last_recharge?.order_sn).toMatch(/^DF/);
    await context.close();
  });

  it('tops up on a phone and shows /vip and /my/history there', async () => {
    const token = await register();
    const { context, page } = await signedInPage(token, MOBILE);
    await topUp25(page, 'mobile');
    await page.goto(`${running.url}/my/history`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByTestId('history-row').count()).toBe(2);
    await page.screenshot({ path: join(ARTIFACTS, 'history-mobile.png'), fullPage: true });
    await page.goto(`${running.url}/vip`, { waitUntil: 'networkidle' });
    await page.getByTestId('vip-level').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'vip-mobile.png'), fullPage: true });
    // Nothing on these pages pushes the layout wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await context.close();
  });
});
