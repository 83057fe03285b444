import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, MOBILE } from './browser';
import { type Site, startSite } from './site';

/**
 * Wallet journey: a player created through the API (the captcha has its own journey) tops up $25
 * on /pay, pays on the sandbox processor's hosted page, comes back to /pay/result, and sees the
 * header balance, the history and the VIP page follow. Desktop and phone.
 */
let site: Site;

beforeAll(async () => {
  site = await startSite('wallet');
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

async function topUp25(page: Page, suffix: string) {
  await page.goto(`${site.url}/pay?p=25`, { waitUntil: 'networkidle' });
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
  // $25, the 20 % bonus and the VIP level 1 reward the deposit reached.
  await expect.poll(() => page.getByTestId('pay-result-balance').innerText()).toBe('$30.50');
  await expect.poll(() => page.getByTestId('balance').innerText()).toContain('$30.50');
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(ARTIFACTS, `pay-result-${suffix}.png`), fullPage: true });
}

describe('wallet journey', () => {
  it('tops up $25 through the sandbox page; balance, history and VIP follow (desktop)', async () => {
    const token = await site.register();
    const { context, page } = await site.signedInPage(token);
    await topUp25(page, 'desktop');

    // After the first deposit the first-recharge banner offers the case.
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    const action = page.getByTestId('first-recharge-action');
    await expect.poll(() => action.innerText()).toMatch(/open/i);
    expect(await action.getAttribute('href')).toBe('/case/first-recharge');

    await page.goto(`${site.url}/my/history?type=deposit`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByTestId('history-row').count()).toBe(2);
    const rows = (await page.getByTestId('history-row').allInnerTexts()).join('\n');
    expect(rows).toContain('+$25.00');
    expect(rows).toContain('+$5.00');
    await page.screenshot({ path: join(ARTIFACTS, 'history-desktop.png'), fullPage: true });

    await page.goto(`${site.url}/vip`, { waitUntil: 'networkidle' });
    const level = page.getByTestId('vip-level');
    await level.waitFor();
    expect(await level.getAttribute('data-level')).toBe('1');
    // Level 1's reward is marked paid.
    await expect.poll(() => page.getByTestId('vip-paid').count()).toBe(1);
    await expect.poll(() => page.getByTestId('vip-level-row').count()).toBe(11);
    await page.screenshot({ path: join(ARTIFACTS, 'vip-desktop.png'), fullPage: true });

    const me = await site.call<{ money: number; last_recharge: { order_sn: string } | null }>(
      '/api/user',
      undefined,
      token,
    );
    expect(me.money).toBe(30.5);
    expect(me.last_recharge?.order_sn).toMatch(/^DF/);
    await context.close();
  });

  it('tops up on a phone and shows /vip and /my/history there', async () => {
    const token = await site.register();
    const { context, page } = await site.signedInPage(token, MOBILE);
    await topUp25(page, 'mobile');
    await page.goto(`${site.url}/my/history`, { waitUntil: 'networkidle' });
    // The deposit, its bonus and the VIP level 1 reward.
    await expect.poll(() => page.getByTestId('history-row').count()).toBe(3);
    expect((await page.getByTestId('history-row').allInnerTexts()).join('\n')).toContain('+$0.50');
    await page.screenshot({ path: join(ARTIFACTS, 'history-mobile.png'), fullPage: true });
    await page.goto(`${site.url}/vip`, { waitUntil: 'networkidle' });
    await page.getByTestId('vip-level').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'vip-mobile.png'), fullPage: true });
    // Nothing on these pages pushes the layout wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await context.close();
  });
});
