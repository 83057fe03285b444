import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Running, start } from '../server/src/main';
import { testPostgres, withDatabase } from '../server/test/postgres';
import { cloneDatabase } from '../server/test/template';
import { ARTIFACTS, DESKTOP, launch, MOBILE } from './browser';
import { lastCode, solveSlider } from './register-form';

/**
 * Registration through the sign-in layer with the real captcha: the test reads the slider's answer
 * from the server it started (as a person would see the gap) and moves the handle with the keyboard.
 */
let running: Running;
let browser: Browser;
let stopPg: () => Promise<void>;

beforeAll(async () => {
  const pg = await testPostgres();
  stopPg = pg.stop;
  const name = `e2e_id_${randomBytes(4).toString('hex')}`;
  await cloneDatabase(pg.adminUrl, inject('migratedTemplate'), name);
  running = await start(
    {
      port: 0,
      host: '127.0.0.1',
      logLevel: 'warn',
      dataDir: mkdtempSync(join(tmpdir(), 'dropforge-e2e-id-')),
      trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
    },
    {
      NODE_ENV: 'test',
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

async function newPage(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  await context.addInitScript(() => {
    const d = new Date();
    const stamp = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    localStorage.setItem('notice_day', stamp);
  });
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: running.url }]);
  const page = await context.newPage();
  return { context, page };
}

describe('identity journey', () => {
  const email = `journey-${randomBytes(3).toString('hex')}@example.com`;
  const tradeUrl = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd_-12';

  it('registers through the sign-in layer, saves a trade URL and signs out', async () => {
    const { context, page } = await newPage();
    await page.goto(`${running.url}/`, { waitUntil: 'networkidle' });
    await page.getByTestId('sign-in').first().click();
    const layer = page.getByTestId('signin-layer');
    await layer.waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'signin-layer-desktop.png'), animations: 'disabled' });

    await page.getByTestId('register-tab').click();
    await layer.locator('input[name="username"]').fill('Journey');
    await layer.locator('input[name="email"]').fill(email);
    await layer.locator('input[name="password"]').fill('secret123');
    await layer.locator('input[name="password_confirmation"]').fill('secret123');
    await page.getByTestId('terms').check();
    await page.screenshot({ path: join(ARTIFACTS, 'register-desktop.png') });

    const solve = solveSlider(running, page, 'captcha-slider-desktop.png');
    await page.getByTestId('send-code').click();
    await solve();
    await layer.locator('input[name="email_code"]').fill(await lastCode(running, email));
    await page.getByTestId('signin-submit').click();

    await page.getByTestId('user-menu').first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(ARTIFACTS, 'header-signed-in-desktop.png') });

    await page.goto(`${running.url}/my`, { waitUntil: 'networkidle' });
    await page.locator('input[name="trade_url"]').fill(tradeUrl);
    await page.getByTestId('save-trade-url').click();
    await expect
      .poll(async () => (await page.locator('[role="status"], [role="alert"]').allTextContents()).join(' '))
      .toContain('Saved successfully');
    await page.screenshot({ path: join(ARTIFACTS, 'my-desktop.png'), fullPage: true });
    const users = await running.database.pool.query('select trade_url from users where email = $1', [email]);
    expect(users.rows[0].trade_url).toBe(tradeUrl);

    await page.getByTestId('user-menu').first().click();
    await page.getByRole('menuitem').last().click();
    await page.getByTestId('sign-in').first().waitFor({ timeout: 10_000 });
    await context.close();
  });

  it('shows the sign-in layer, the captcha and /my on a phone', async () => {
    const { context, page } = await newPage(MOBILE);
    await page.goto(`${running.url}/`, { waitUntil: 'networkidle' });
    await page.getByTestId('sign-in').first().click();
    await page.getByTestId('signin-layer').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'signin-layer-mobile.png'), animations: 'disabled' });
    const layer = page.getByTestId('signin-layer');
    await layer.locator('input[name="email"]').fill(email);
    await layer.locator('input[name="password"]').fill('secret123');
    await page.getByTestId('terms').check();
    const solve = solveSlider(running, page, 'captcha-slider-mobile.png');
    await page.getByTestId('signin-submit').click();
    await solve();
    await page.getByTestId('user-menu').first().waitFor({ timeout: 15_000 });
    await page.goto(`${running.url}/my`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: join(ARTIFACTS, 'my-mobile.png'), fullPage: true });
    await context.close();
  });
});
