import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, MOBILE } from './browser';
import { registerThroughForm } from './register-form';
import { type Site, startSite } from './site';

/**
 * Referrals: a friend opens the referrer's `/r/CODE` link and signs in (the code kept from the link is bound after
 * sign-in), tops up with the sandbox, and the referrer sees the rebate on `/my/promotion` and claims it. The friend's
 * code dialog shows the invitation tab locked with the bound code.
 */
let site: Site;

beforeAll(async () => {
  site = await startSite('promotion');
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

type Me = { money: number; extension: { extension_code: string }; parent: { extension_code: string | null } };

describe('promotion centre', () => {
  it('a friend joins through the link and deposits; the referrer sees and claims the rebate', async () => {
    const referrer = await site.register();
    const code = (await site.call<Me>('/api/user', undefined, referrer)).extension.extension_code;

    const friend = await site.register();
    const { context: friendContext, page: friendPage } = await site.signedInPage(friend);
    await friendPage.goto(`${site.url}/r/${code}`, { waitUntil: 'networkidle' });
    await expect.poll(() => friendPage.url()).toBe(`${site.url}/`);
    await expect
      .poll(async () => (await site.call<Me>('/api/user', undefined, friend)).parent.extension_code)
      .toBe(code);
    await site.topUp(friend, 31.75); // $25, the 20 % deposit bonus, the 5 % invitation bonus, the VIP level 1 reward

    await friendPage.reload({ waitUntil: 'networkidle' });
    await friendPage.getByTestId('topbar-use-code').click();
    await friendPage.getByRole('tab', { name: /invitation/i }).click();
    await friendPage.getByTestId('invite-locked').waitFor();
    expect(await friendPage.getByTestId('invite-locked').innerText()).toContain(code);
    await friendPage.screenshot({ path: join(ARTIFACTS, 'code-dialog-invite-locked-desktop.png') });
    await friendContext.close();

    const { context, page } = await site.signedInPage(referrer);
    await page.goto(`${site.url}/my/promotion`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByTestId('spread-code').innerText()).toBe(code);
    await expect.poll(() => page.getByTestId('spread-referred').innerText()).toBe('1');
    await expect.poll(() => page.getByTestId('spread-earnings').innerText(), { timeout: 10_000 }).toBe('$0.75');
    await expect.poll(() => page.getByTestId('referred-row').count()).toBe(1);
    // The server-drawn poster (a QR of the link and the code) loads.
    await expect
      .poll(() => page.getByTestId('spread-poster').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(720);
    await page.waitForTimeout(800);
    await page.screenshot({ path: join(ARTIFACTS, 'promotion-desktop.png'), fullPage: true });

    await page.getByTestId('spread-claim').click();
    await expect.poll(() => page.getByTestId('spread-claimable').innerText()).toBe('$0.00');
    expect((await site.call<Me>('/api/user', undefined, referrer)).money).toBe(0.75);
    await context.close();
  });

  it('a visitor from /?ref=CODE registers through the form and is bound to the referrer', async () => {
    const referrer = await site.register();
    const code = (await site.call<Me>('/api/user', undefined, referrer)).extension.extension_code;
    const { context, page } = await site.visitorPage();
    await page.goto(`${site.url}/?ref=${code}`, { waitUntil: 'networkidle' });
    const email = `ref-${Date.now().toString(36)}@example.com`;
    await registerThroughForm(site.running, page, { name: 'Referred', email, password: 'secret123' });
    const bound = await site.running.database.pool.query(
      'select p.extension_code from users u join users p on p.id = u.parent_id where u.email = $1',
      [email],
    );
    expect(bound.rows[0]?.extension_code).toBe(code);
    // The code was redeemed, so the browser forgets it.
    expect(await page.evaluate(() => localStorage.getItem('extension_code'))).toBeNull();
    await context.close();
  });

  it('changes the code and shows the page on a phone', async () => {
    const token = await site.register();
    const { context, page } = await site.signedInPage(token, MOBILE);
    await page.goto(`${site.url}/my/promotion`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /change my code/i }).click();
    const custom = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 12);
    await page.getByTestId('spread-code-input').fill('ADMIN1');
    await page.getByTestId('spread-code-save').click();
    await expect.poll(() => page.getByTestId('spread-code-error').innerText()).toContain('reserved');
    await page.getByTestId('spread-code-input').fill(custom);
    await page.getByTestId('spread-code-save').click();
    await expect.poll(() => page.getByTestId('spread-code').innerText()).toBe(custom);
    expect(await page.getByTestId('spread-link').innerText()).toContain(`/r/${custom}`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);
    await page.screenshot({ path: join(ARTIFACTS, 'promotion-mobile.png'), fullPage: true });
    await context.close();
  });
});
