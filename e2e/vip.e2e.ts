import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, describeFindings } from './axe';
import { ARTIFACTS, MOBILE } from './browser';
import { type Site, startSite } from './site';

/**
 * VIP tasks and level boxes on `/vip` (issue 18): a player at VIP 1 who opened three cases today claims the daily
 * task from its button (pending, then claimed), opens the level 1 box, and the page fits a phone.
 */
let site: Site;

beforeAll(async () => {
  site = await startSite('vip');
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

type Task = { id: number; state: string };

/** Scrolls through the page so lazy pictures load before a full-page screenshot. */
async function loadLazyPictures(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}
type Box = { level: number; state: string };

describe('/vip tasks and level boxes', () => {
  it('claims a finished task and opens a reached level box from the page', async () => {
    const token = await site.register();
    await site.topUp(token); // VIP 1
    await site.call('/api/box/budget-pennies/open', { number: 3 }, token);
    const tasks = await site.call<{ list: Task[] }>('/api/svip/task', undefined, token);
    expect(tasks.list.find((t) => t.id === 1)?.state).toBe('claimable');

    const { context, page } = await site.signedInPage(token);
    await page.goto(`${site.url}/vip`, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="vip-box"]').first().waitFor();
    const findings = await audit(page);
    expect(findings, describeFindings('/vip signed in', findings)).toEqual([]);
    const task = page.locator('[data-testid="vip-task"][data-state="claimable"]').first();
    await task.getByRole('button', { name: /claim/i }).click();
    await page.locator('[data-testid="vip-task"][data-state="claimed"]').first().waitFor();
    expect(await page.locator('[data-testid="vip-box"][data-state="claimable"]').count()).toBe(1);
    await loadLazyPictures(page);
    await page.waitForTimeout(600);
    await page.screenshot({ path: join(ARTIFACTS, 'vip-desktop.png'), fullPage: true });

    await page.locator('[data-testid="vip-box"][data-state="claimable"]').getByRole('button').click();
    await page.locator('[data-testid="vip-box"][data-state="claimed"]').first().waitFor();
    const boxes = await site.call<{ list: Box[] }>('/api/svip/box', undefined, token);
    expect(boxes.list.find((b) => b.level === 1)?.state).toBe('claimed');
    await context.close();

    const phone = await site.signedInPage(token, MOBILE);
    await phone.page.goto(`${site.url}/vip`, { waitUntil: 'networkidle' });
    await phone.page.locator('[data-testid="vip-task"]').first().waitFor();
    const onPhone = await audit(phone.page);
    expect(onPhone, describeFindings('/vip phone', onPhone)).toEqual([]);
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);
    await loadLazyPictures(phone.page);
    await phone.page.waitForTimeout(600);
    await phone.page.screenshot({ path: join(ARTIFACTS, 'vip-mobile.png'), fullPage: true });
    await phone.context.close();
  });

  it('shows a visitor the tasks and boxes locked, with sign-in buttons', async () => {
    const { context, page } = await site.visitorPage(MOBILE);
    await page.goto(`${site.url}/vip`, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="vip-box"]').first().waitFor();
    expect(await page.locator('[data-testid="vip-task"]:not([data-state="locked"])').count()).toBe(0);
    expect(await page.locator('[data-testid="vip-box"]:not([data-state="locked"])').count()).toBe(0);
    const findings = await audit(page);
    expect(findings, describeFindings('/vip visitor', findings)).toEqual([]);
    await context.close();
  });
});
