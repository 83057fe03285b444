import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, describeFindings } from './axe';
import { ARTIFACTS, DESKTOP, MOBILE } from './browser';
import { type Site, startSite } from './site';

/**
 * Notifications journey (issue 17): a sandbox deposit made while the page is open raises the bell's badge without
 * a reload; the panel's Personal tab shows it; Mark as read clears it and the panel closes 500 ms later. Then
 * /my/notifications. Screenshots of the panel and the page at 1440 and 390 px.
 */
let site: Site;

beforeAll(async () => {
  site = await startSite('notif');
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

const phone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 640;

/** The unread count the header shows: the bell's badge, or on a phone the menu's notifications row. */
async function badge(page: Page): Promise<number> {
  if (!phone(page)) {
    const el = page.getByTestId('notification-badge');
    return (await el.count()) ? Number(await el.innerText()) : 0;
  }
  if ((await page.getByTestId('menu-unread-dot').count()) === 0) return 0;
  await page.getByRole('button', { name: 'Open menu' }).click();
  const text = await page.getByTestId('menu-notifications').innerText();
  await page.keyboard.press('Escape');
  await page.getByTestId('menu-notifications').waitFor({ state: 'detached' });
  return Number(/\d+/.exec(text)?.[0] ?? 0);
}

/** The bell, or on a phone the menu's notifications row (the header has no bell there, spec §2). */
async function openPanel(page: Page) {
  if (phone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByTestId('menu-notifications').click();
  } else {
    await page.getByTestId('notification-bell').click();
  }
  const panel = page.getByTestId('notification-panel');
  await panel.waitFor();
  return panel;
}

async function journey(viewport: typeof DESKTOP, suffix: string) {
  const token = await site.register();
  const { context, page } = await site.signedInPage(token, viewport);
  await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
  await page.getByTestId('site-header').waitFor();
  // A new player gets the platform welcome and the new-player notification: two unread, no row of their own.
  await expect.poll(() => badge(page)).toBe(2);
  await page.evaluate(() => {
    (window as unknown as { stay: number }).stay = 1;
  });

  await site.topUp(token);
  // The VIP level the deposit reached drops its prize on screen (FallingGoods); closing it leaves the page as it was.
  const prize = page.getByTestId('falling-prize');
  await prize.waitFor({ timeout: 15_000 });
  expect(await prize.innerText()).toContain('+$0.50');
  await page.waitForTimeout(900);
  await page.screenshot({ path: join(ARTIFACTS, `vip-falling-prize-${suffix}.png`) });
  await prize.getByRole('button').click();
  await prize.waitFor({ state: 'detached' });
  // The deposit and the VIP level it reached, live over the websocket.
  await expect.poll(() => badge(page), { timeout: 15_000 }).toBe(4);
  expect(await page.evaluate(() => (window as unknown as { stay?: number }).stay)).toBe(1);

  let panel = await openPanel(page);
  await expect.poll(() => panel.getByTestId('notification-item').count()).toBe(2);
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(ARTIFACTS, `notifications-panel-platform-${suffix}.png`) });
  await page.getByTestId('notification-tab-personal').click();
  const deposit = panel.getByTestId('notification-item').filter({ hasText: 'Deposit credited' });
  await deposit.waitFor();
  expect(await deposit.innerText()).toContain('has been added to your balance');
  expect(await deposit.getAttribute('data-read')).toBe('0');
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(ARTIFACTS, `notifications-panel-personal-${suffix}.png`) });
  const panelFindings = await audit(page);
  expect(panelFindings, describeFindings(`panel (${suffix})`, panelFindings)).toEqual([]);

  await deposit.getByTestId('notification-mark').click();
  // Spec §4: the panel closes 500 ms after the action.
  await panel.waitFor({ state: 'detached', timeout: 3000 });
  await expect.poll(() => badge(page)).toBe(3);
  panel = await openPanel(page);
  await page.getByTestId('notification-tab-personal').click();
  await expect
    .poll(() =>
      panel.getByTestId('notification-item').filter({ hasText: 'Deposit credited' }).getAttribute('data-read'),
    )
    .toBe('1');
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });

  await page.goto(`${site.url}/my/notifications`, { waitUntil: 'networkidle' });
  await expect.poll(() => page.getByTestId('notification-item').count()).toBe(4);
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(ARTIFACTS, `notifications-page-${suffix}.png`), fullPage: true });
  const pageFindings = await audit(page);
  expect(pageFindings, describeFindings(`/my/notifications (${suffix})`, pageFindings)).toEqual([]);
  // Keyboard: the tabs are links, the actions buttons; Tab reaches the first item's Go.
  await page.getByTestId('notification-go').first().focus();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('notification-go');
  await page.getByTestId('notifications-page-mark-all').click();
  await expect.poll(() => page.locator('[data-testid="notification-item"][data-read="0"]').count()).toBe(0);
  await expect.poll(() => badge(page)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  await context.close();
}

describe('notifications journey', () => {
  it('a deposit raises the badge live; Personal shows it; Mark as read clears it (1440 px)', async () => {
    await journey(DESKTOP, 'desktop');
  }, 90_000);

  it('the same on a phone (390 px)', async () => {
    await journey(MOBILE, 'mobile');
  }, 90_000);
});
