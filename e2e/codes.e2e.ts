import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, MOBILE } from './browser';
import { type Site, startSite } from './site';

/**
 * Promo codes: a signed-in player opens "Use code" from the top bar (desktop) or the menu (phone), types a wrong
 * code (the server's message shows inline), then the shipped welcome code; the header balance follows.
 */
let site: Site;

beforeAll(async () => {
  site = await startSite('codes');
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

describe('use-code dialog', () => {
  it('redeems a promo code from the top bar and the balance follows (desktop)', async () => {
    const token = await site.register();
    const { context, page } = await site.signedInPage(token);
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await page.getByTestId('topbar-use-code').click();
    const input = page.getByTestId('code-input');
    await input.waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'code-dialog-desktop.png') });

    await input.fill('NOT-A-REAL-CODE');
    await page.getByTestId('code-submit').click();
    await expect.poll(() => page.getByTestId('code-error').innerText()).toBe('Code does not exist');
    await page.screenshot({ path: join(ARTIFACTS, 'code-dialog-error-desktop.png') });

    await input.fill('dropforge');
    await page.getByTestId('code-submit').click();
    await page.getByTestId('code-result').waitFor();
    expect(await page.getByTestId('code-result').innerText()).toContain('+$0.50');
    await expect.poll(() => page.getByTestId('balance').innerText()).toContain('$0.50');
    await page.waitForTimeout(700);
    await page.screenshot({ path: join(ARTIFACTS, 'code-dialog-result-desktop.png') });
    await context.close();
  });

  it('redeems a coins code from the phone menu with the token toast, then says it was used', async () => {
    const token = await site.register();
    const { context, page } = await site.signedInPage(token, MOBILE);
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu-use-code').click();
    await page.getByTestId('code-input').fill('COINS100');
    await page.screenshot({ path: join(ARTIFACTS, 'code-dialog-mobile.png') });
    await page.getByTestId('code-submit').click();
    await page.getByTestId('code-result').waitFor();
    await expect.poll(async () => (await page.getByRole('status').allInnerTexts()).join(' ')).toContain('+100 coins');
    await expect
      .poll(async () => (await page.getByRole('status').allInnerTexts()).join(' '), { timeout: 5000 })
      .toContain('The code was used successfully');
    await page.screenshot({ path: join(ARTIFACTS, 'code-dialog-result-mobile.png') });
    const me = await site.call<{ score: number }>('/api/user', undefined, token);
    expect(me.score).toBe(100);
    await context.close();
  });
});
