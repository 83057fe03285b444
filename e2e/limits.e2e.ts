import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, MOBILE } from './browser';
import { type Site, startSite, TOPPED_UP } from './site';

/**
 * Responsible gaming: a player sets deposit limits and takes a break on `/my` (confirming that it cannot be
 * undone), then a case open is refused with the break's message and end. Screenshots of the settings at 1440 and
 * 390 px, and of the reality check.
 */
let site: Site;
const BOX = 'budget-one-buck';

beforeAll(async () => {
  site = await startSite('limits');
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

describe('responsible gaming', () => {
  it('sets limits and a break on /my; a case open is then refused with why and until when (desktop)', async () => {
    const token = await site.register();
    await site.topUp(token);
    const { context, page } = await site.signedInPage(token);
    await page.goto(`${site.url}/my#responsible-gaming`, { waitUntil: 'networkidle' });
    const card = page.getByTestId('responsible-gaming');
    await card.waitFor();

    // A first limit applies at once; a higher one waits 24 hours.
    await page.getByTestId('limit-day').fill('50');
    await page.getByTestId('limit-month').fill('500');
    await page.getByTestId('save-limits').click();
    await expect.poll(() => card.innerText()).toContain('Your limits are saved');
    await page.getByTestId('limit-day').fill('80');
    await page.getByTestId('save-limits').click();
    await page.getByTestId('pending-day').waitFor();
    expect(await page.getByTestId('pending-day').innerText()).toMatch(/Rises to \$80\.00 on/);
    await card.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await card.screenshot({ path: join(ARTIFACTS, 'limits-settings-desktop.png') });

    // A break of 2 days, confirmed.
    await page.getByTestId('cool-off-select').selectOption('48');
    await page.getByTestId('cool-off-start').click();
    const dialog = page.getByTestId('limits-confirm');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('This cannot be undone');
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(ARTIFACTS, 'limits-confirm-desktop.png') });
    await page.getByTestId('limits-confirm-button').click();
    await page.getByTestId('limits-block').waitFor();
    expect(await page.getByTestId('limits-block').innerText()).toMatch(/You are on a break until/);
    await card.screenshot({ path: join(ARTIFACTS, 'limits-blocked-desktop.png') });

    // The case page: opening is refused with the server's message, which names the end of the break.
    await page.goto(`${site.url}/case/${BOX}`, { waitUntil: 'networkidle' });
    const answer = page.waitForResponse((r) => r.url().includes(`/api/box/${BOX}/open`));
    await page.getByTestId('case-open').click();
    const refused = (await (await answer).json()) as { code: number; msg: string; data: { until: string } };
    expect(refused.code).toBe(403);
    expect(refused.msg).toMatch(
      /^You are taking a break: deposits and games are paused until \d{4}-\d\d-\d\d \d\d:\d\d UTC$/,
    );
    await page.getByText(refused.msg).first().waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'limits-case-refused-desktop.png') });
    expect((await site.call<{ money: number }>('/api/user', undefined, token)).money).toBe(TOPPED_UP);
    await context.close();
  });

  it('shows the settings on a phone and the reality check after the chosen time', async () => {
    const token = await site.register();
    const { context, page } = await site.signedInPage(token, MOBILE);
    await page.clock.install();
    await page.goto(`${site.url}/my#responsible-gaming`, { waitUntil: 'networkidle' });
    const card = page.getByTestId('responsible-gaming');
    await card.waitFor();
    await page.getByTestId('reality-check-select').selectOption('15');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);
    // Viewport shots (an element shot would show the fixed bottom dock over the card): the top, then the end.
    await card.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.evaluate(() => window.scrollBy(0, -70));
    await page.screenshot({ path: join(ARTIFACTS, 'limits-settings-mobile.png') });
    await card.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await page.screenshot({ path: join(ARTIFACTS, 'limits-settings-mobile-end.png') });

    await page.clock.fastForward('15:01');
    const reminder = page.getByTestId('reality-check-dialog');
    await reminder.waitFor();
    expect(await reminder.innerText()).toMatch(/You have been playing for 15 min/);
    await page.clock.runFor(1000);
    await page.waitForTimeout(600);
    await page.screenshot({ path: join(ARTIFACTS, 'limits-reality-check-mobile.png') });
    await page.getByRole('button', { name: 'Keep playing' }).click();
    await reminder.waitFor({ state: 'detached' });
    await context.close();
  });
});
